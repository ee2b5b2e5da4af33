import { PFMEA_DISPLAY_POINTS, type PfmeaDisplayConfig } from '@qis/shared';
import { Button, Card, Form, Radio, Switch, Typography } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { useGrantedPermissions } from '../../../shell/auth/AccessGate';
import { fetchPfmeaDisplay, savePfmeaDisplay } from '../api';
import { useConfig } from '../useConfig';

type OrderKey = 'riskAnalysisOrder' | 'optimizationOrder' | 'fmeaResultOrder';
type SwitchKey = 'isShowChart' | 'isShowControlPlan';

/**
 * The PFMEA display configuration (pFMEAConfigure, spec §3): kept for the sign-in session only, so every holder of a
 * PFMEA point sets their own; shown to them only.
 */
export function PfmeaDisplayCard() {
  const granted = useGrantedPermissions();
  const mayUse = PFMEA_DISPLAY_POINTS.some((point) => granted.has(point.permission));
  return mayUse ? <DisplayForm /> : null;
}

function DisplayForm() {
  const { value, setValue, saving, submit } = useConfig(fetchPfmeaDisplay, savePfmeaDisplay, t('fmeaConfig.saved'));
  const set = (change: Partial<PfmeaDisplayConfig>) => value && setValue({ ...value, ...change });
  const order = (key: OrderKey) => (
    <Form.Item label={t(`fmeaConfig.display.${key}`)} extra={t(`fmeaConfig.display.${key}Hint`)}>
      <Radio.Group
        value={value?.[key]}
        onChange={(event) => set({ [key]: event.target.value })}
        options={([1, 2] as const).map((v) => ({ value: v, label: t(`fmeaConfig.display.order.${v}`) }))}
        data-testid={`pfmea-display-${key}`}
      />
    </Form.Item>
  );
  const toggle = (key: SwitchKey) => (
    <Form.Item label={t(`fmeaConfig.display.${key}`)} extra={t(`fmeaConfig.display.${key}Hint`)}>
      <Switch
        checked={value?.[key] ?? true}
        disabled={!value}
        onChange={(checked) => set({ [key]: checked })}
        data-testid={`pfmea-display-${key}`}
      />
    </Form.Item>
  );
  return (
    <Card title={t('fmeaConfig.display.title')} loading={!value} data-testid="pfmea-display-card">
      <Typography.Paragraph type="secondary">{t('fmeaConfig.display.session')}</Typography.Paragraph>
      <Form layout="vertical" style={{ maxWidth: 720 }}>
        {order('riskAnalysisOrder')}
        {order('optimizationOrder')}
        {order('fmeaResultOrder')}
        <Form.Item label={t('fmeaConfig.display.fmeaResultView')}>
          <Radio.Group
            value={value?.fmeaResultView}
            onChange={(event) => set({ fmeaResultView: event.target.value })}
            options={([1, 2] as const).map((v) => ({
              value: v,
              label: t(`fmeaConfig.display.fmeaResultView.${v}` as MessageKey),
            }))}
            data-testid="pfmea-display-fmeaResultView"
          />
        </Form.Item>
        {toggle('isShowChart')}
        {toggle('isShowControlPlan')}
        <Button
          type="primary"
          loading={saving}
          onClick={() => value && void submit(value)}
          data-testid="pfmea-display-save"
        >
          {t('fmeaConfig.save')}
        </Button>
      </Form>
    </Card>
  );
}
