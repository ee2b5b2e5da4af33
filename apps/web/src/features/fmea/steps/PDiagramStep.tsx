import { addPDiagramItems, NOISE_CATEGORIES, type PDiagram } from '@qis/shared';
import { App, Button, Card, Col, Empty, Flex, Form, Row, Select, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import type { PDiagramPickSource } from '../../fmea-library/knowledge/PDiagramPicker';
import { PickFromLibrary } from '../../fmea-library/knowledge/PickFromLibrary';
import { PickIntoPDiagram } from '../../fmea-library/knowledge/PickIntoPDiagram';
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

type ListName =
  | ['inputs']
  | ['idealOutputs']
  | ['controlFactors']
  | ['errorStates']
  | ['noise', (typeof NOISE_CATEGORIES)[number]];

/** A list field of the P-diagram: items typed and added with Enter, or picked from a library (`pick`). */
function Items({
  name,
  label,
  disabled,
  pick,
}: {
  name: ListName;
  label: string;
  disabled: boolean;
  pick?: ReactNode;
}) {
  return (
    <Form.Item
      name={name}
      label={
        pick ? (
          <Flex gap={4} align="center" wrap>
            {label}
            {pick}
          </Flex>
        ) : (
          label
        )
      }
    >
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
  const { message } = App.useApp();
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

  const listOf = (name: ListName): string[] => form.getFieldValue(name) ?? [];
  /** Picked texts go to the end of the list, those it holds already passed over; the user saves the diagram. */
  const addItems = (name: ListName, texts: string[]) => {
    const before = listOf(name);
    const { items, skipped } = addPDiagramItems(before, texts);
    form.setFieldValue(name, items);
    if (items.length > before.length) void message.success(t('fmea.pd.added', { count: items.length - before.length }));
    if (skipped.length > 0) void message.info(t('fmea.pd.skipped', { count: skipped.length }));
  };
  const pickInto = (name: ListName, pick: PDiagramPickSource, key: string) =>
    readOnly || !elementId ? undefined : (
      <PickIntoPDiagram
        pick={pick}
        projectId={project.id}
        elementId={elementId}
        current={() => listOf(name)}
        onPick={(texts) => addItems(name, texts)}
        testId={`fmea-pd-pick-${key}`}
      />
    );

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
                  <Items
                    name={['inputs']}
                    label={t('fmea.pd.inputs')}
                    disabled={readOnly}
                    pick={pickInto(['inputs'], { source: 'factor', category: 'input' }, 'inputs')}
                  />
                </Col>
                <Col span={8}>
                  <Items
                    name={['controlFactors']}
                    label={t('fmea.pd.controlFactors')}
                    disabled={readOnly}
                    pick={pickInto(
                      ['controlFactors'],
                      { source: 'factor', category: 'controlFactor' },
                      'controlFactors',
                    )}
                  />
                </Col>
                <Col span={8}>
                  <Items
                    name={['idealOutputs']}
                    label={t('fmea.pd.idealOutputs')}
                    disabled={readOnly}
                    pick={pickInto(['idealOutputs'], { source: 'function' }, 'idealOutputs')}
                  />
                </Col>
              </Row>
              <Typography.Text strong>{t('fmea.pd.noise')}</Typography.Text>
              <Row gutter={12} style={{ marginTop: 8 }}>
                {NOISE_CATEGORIES.map((key) => (
                  <Col span={8} key={key}>
                    <Items
                      name={['noise', key]}
                      label={t(`fmea.pd.noise.${key}` as MessageKey)}
                      disabled={readOnly}
                      pick={pickInto(['noise', key], { source: 'factor', category: key }, key)}
                    />
                  </Col>
                ))}
                <Col span={8}>
                  <Items
                    name={['errorStates']}
                    label={t('fmea.pd.errorStates')}
                    disabled={readOnly}
                    pick={
                      readOnly ? undefined : (
                        <PickFromLibrary
                          source="knowledge"
                          categories={['FM']}
                          link
                          onPick={(entry) => addItems(['errorStates'], [entry.name])}
                          testId="fmea-pd-pick-errorStates"
                        />
                      )
                    }
                  />
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
