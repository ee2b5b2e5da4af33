import { NOISE_CATEGORIES, type PDiagram } from '@qis/shared';
import { Button, Card, Col, Empty, Form, Row, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { savePDiagram } from '../api';
import { firstElementId } from '../project/net-views';
import { useProject } from '../project/ProjectContext';
import { ElementPicker } from './ElementPicker';

type Values = Omit<PDiagram, 'elementId' | 'version'>;

const EMPTY: Values = {
  inputs: [],
  idealOutputs: [],
  noise: Object.fromEntries(NOISE_CATEGORIES.map((key) => [key, []])) as unknown as Values['noise'],
  controlFactors: [],
  errorStates: [],
};

/** A list field of the P-diagram: items typed and added with Enter. */
function Items({ name, label, disabled }: { name: (string | number)[]; label: string; disabled: boolean }) {
  return (
    <Form.Item name={name} label={label}>
      <Select
        mode="tags"
        open={false}
        disabled={disabled}
        placeholder={t('fmea.pd.hint')}
        tokenSeparators={['；', ';']}
      />
    </Form.Item>
  );
}

/** The P-diagram of a focus element: inputs, ideal outputs, the five noise categories, control factors, error states. */
export function PDiagramStep() {
  const { project, net, readOnly, run, reload } = useProject();
  const [elementId, setElementId] = useState<string | null>(
    () => net.pDiagrams[0]?.elementId ?? firstElementId(net.elements),
  );
  const [form] = Form.useForm<Values>();
  const diagram = net.pDiagrams.find((p) => p.elementId === elementId) ?? null;
  useEffect(() => {
    form.setFieldsValue(diagram ?? EMPTY);
  }, [diagram, form]);

  const save = async (values: Values) => {
    if (!elementId) return;
    const saved = await run(
      () =>
        savePDiagram({
          projectId: project.id,
          elementId,
          ...(diagram ? { version: diagram.version } : {}),
          ...EMPTY,
          ...values,
        }),
      t('fmea.pd.saved'),
    );
    if (saved) await reload();
  };

  return (
    <Row gutter={12} wrap={false}>
      <Col flex="240px">
        <Card size="small" title={t('fmea.failure.focusElement')} styles={{ body: { padding: 4 } }}>
          <ElementPicker elements={net.elements} selected={elementId} onSelect={setElementId} />
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        {!elementId ? (
          <Empty description={t('fmea.function.pickElement')} />
        ) : (
          <Card size="small" title={t('fmea.pd.title')}>
            <Form<Values> form={form} layout="vertical" onFinish={save} data-testid="fmea-pdiagram">
              <Row gutter={12}>
                <Col span={8}>
                  <Items name={['inputs']} label={t('fmea.pd.inputs')} disabled={readOnly} />
                </Col>
                <Col span={8}>
                  <Items name={['controlFactors']} label={t('fmea.pd.controlFactors')} disabled={readOnly} />
                </Col>
                <Col span={8}>
                  <Items name={['idealOutputs']} label={t('fmea.pd.idealOutputs')} disabled={readOnly} />
                </Col>
              </Row>
              <Typography.Text strong>{t('fmea.pd.noise')}</Typography.Text>
              <Row gutter={12} style={{ marginTop: 8 }}>
                {NOISE_CATEGORIES.map((key) => (
                  <Col span={8} key={key}>
                    <Items name={['noise', key]} label={t(`fmea.pd.noise.${key}` as MessageKey)} disabled={readOnly} />
                  </Col>
                ))}
                <Col span={8}>
                  <Items name={['errorStates']} label={t('fmea.pd.errorStates')} disabled={readOnly} />
                </Col>
              </Row>
              {!readOnly && (
                <Button type="primary" htmlType="submit" data-testid="fmea-pdiagram-save">
                  {t('fmea.pd.save')}
                </Button>
              )}
            </Form>
          </Card>
        )}
      </Col>
    </Row>
  );
}
