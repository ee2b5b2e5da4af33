import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { ControlChartParameters } from '@qis/shared';
import { Alert, Button, Flex, Space, Tooltip } from 'antd';
import { type MessageKey, t } from '../../../locales';
import type { FrozenLimits } from './control-chart-freeze';

const PARAMETER_NAMES: Record<keyof ControlChartParameters, MessageKey> = {
  center: 'oldTools.controlChart.freeze.param.center',
  sigma: 'oldTools.controlChart.freeze.param.sigma',
  rBar: 'oldTools.controlChart.freeze.param.rBar',
  sBar: 'oldTools.controlChart.freeze.param.sBar',
  mrBar: 'oldTools.controlChart.freeze.param.mrBar',
  pBar: 'oldTools.controlChart.freeze.param.pBar',
  cBar: 'oldTools.controlChart.freeze.param.cBar',
  uBar: 'oldTools.controlChart.freeze.param.uBar',
};

interface FreezeLimitsProps {
  frozen: FrozenLimits | null;
  /** Points are subgroups (X̄-R, X̄-S), else single values or samples. */
  subgroups: boolean;
  /** The limits of the answer shown, when they can be frozen (an unfrozen answer of the current data). */
  toFreeze: FrozenLimits | null;
  onChange: (frozen: FrozenLimits | null) => void;
  decimals: number;
}

/** 冻结控制限: keeps the shown answer's phase I limits to judge later points by; 解除冻结 computes them again. */
export function FreezeLimits({ frozen, subgroups, toFreeze, onChange, decimals }: FreezeLimitsProps) {
  if (!frozen) {
    return (
      <Tooltip
        title={toFreeze ? t('oldTools.controlChart.freeze.help') : t('oldTools.controlChart.freeze.analyseFirst')}
      >
        <Button icon={<LockOutlined />} disabled={!toFreeze} onClick={() => onChange(toFreeze)} data-testid="cc-freeze">
          {t('oldTools.controlChart.freeze.button')}
        </Button>
      </Tooltip>
    );
  }
  const parameters = Object.entries(frozen.given) as [keyof ControlChartParameters, number][];
  return (
    <Alert
      type="info"
      showIcon
      icon={<LockOutlined />}
      data-testid="cc-frozen-note"
      title={t(subgroups ? 'oldTools.controlChart.freeze.note.subgroups' : 'oldTools.controlChart.freeze.note.points', {
        k: frozen.phaseOneCount,
      })}
      description={
        <Flex vertical align="start" gap={8}>
          <Space wrap size={[12, 0]}>
            {parameters.map(([name, value]) => (
              <span key={name}>{`${t(PARAMETER_NAMES[name])} ${value.toFixed(decimals)}`}</span>
            ))}
          </Space>
          <Button size="small" icon={<UnlockOutlined />} onClick={() => onChange(null)} data-testid="cc-unfreeze">
            {t('oldTools.controlChart.freeze.release')}
          </Button>
        </Flex>
      }
    />
  );
}
