import { CONTROL_PLAN_PHASES, type ControlPlanHeaderDto } from '@qis/shared';
import { App, Button, Card, Col, Form, Input, Radio, Row } from 'antd';
import { useEffect } from 'react';
import { type MessageKey, t } from '../../../../locales';
import { saveControlPlanHeader } from '../../control-plan-api';
import { useProject } from '../../project/ProjectContext';

type HeaderValues = Omit<ControlPlanHeaderDto, 'generatedAt' | 'version'>;
type TextKey = Exclude<keyof HeaderValues, 'phase' | 'originalDate' | 'revisionDate'>;

const TEXT_FIELDS: ReadonlyArray<[TextKey, number]> = [
  ['planNumber', 100],
  ['keyContact', 200],
  ['partNumber', 200],
  ['partName', 200],
  ['coreTeam', 500],
  ['supplierPlant', 200],
  ['supplierCode', 100],
  ['customerEngineeringApproval', 200],
  ['customerQualityApproval', 200],
  ['supplierPlantApproval', 200],
  ['otherApproval', 200],
];

/** The AIAG header block: phase (样件 / 试生产 / 生产), numbers, contacts, dates, team, approvals. */
export function HeaderCard(props: {
  projectId: string;
  header: ControlPlanHeaderDto;
  readOnly: boolean;
  onSaved: (header: ControlPlanHeaderDto) => void;
}) {
  const { projectId, header, readOnly, onSaved } = props;
  const { run } = useProject();
  const { message } = App.useApp();
  const [form] = Form.useForm<HeaderValues>();
  useEffect(() => {
    const { generatedAt: _at, version: _v, ...values } = header;
    form.setFieldsValue(values);
  }, [header, form]);

  const save = async (values: HeaderValues) => {
    const saved = await run(() =>
      saveControlPlanHeader({
        ...values,
        originalDate: values.originalDate || null,
        revisionDate: values.revisionDate || null,
        projectId,
        version: header.version,
      }),
    );
    if (!saved) return;
    onSaved(saved);
    void message.success(t('fmea.cp.header.saved'));
  };

  return (
    <Card size="small" title={t('fmea.cp.header')} data-testid="cp-header">
      <Form form={form} layout="vertical" size="small" disabled={readOnly} onFinish={(values) => void save(values)}>
        <Form.Item name="phase" label={t('fmea.cp.phase')}>
          <Radio.Group
            optionType="button"
            options={CONTROL_PLAN_PHASES.map((phase) => ({
              value: phase,
              label: t(`fmea.cp.phase.${phase}` as MessageKey),
            }))}
          />
        </Form.Item>
        <Row gutter={12}>
          {TEXT_FIELDS.map(([key, max]) => (
            <Col span={6} key={key}>
              <Form.Item name={key} label={t(`fmea.cp.h.${key}` as MessageKey)}>
                <Input maxLength={max} />
              </Form.Item>
            </Col>
          ))}
          {(['originalDate', 'revisionDate'] as const).map((key) => (
            <Col span={6} key={key}>
              <Form.Item name={key} label={t(`fmea.cp.h.${key}` as MessageKey)}>
                <Input type="date" />
              </Form.Item>
            </Col>
          ))}
        </Row>
        {!readOnly && (
          <Button type="primary" htmlType="submit" data-testid="cp-header-save">
            {t('fmea.cp.header.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
