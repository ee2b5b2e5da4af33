import { Card, Checkbox, Col, Empty, Flex, Row, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { useFmeaApi } from '../project/FmeaKindContext';
import { firstElementId } from '../project/net-views';
import { useProject } from '../project/ProjectContext';
import { ElementPicker } from './ElementPicker';
import { FailureMatrixView } from './FailureMatrixView';

type View = 'relations' | 'failures';

interface Axis {
  id: string;
  label: string;
}

/** A checkbox matrix: a checked cell is a link between its row and its column. */
function Matrix({
  rows,
  columns,
  linked,
  readOnly,
  onToggle,
  testId,
}: {
  rows: Axis[];
  columns: Axis[];
  linked: (row: string, column: string) => boolean;
  readOnly: boolean;
  onToggle: (row: string, column: string, link: boolean) => void;
  testId: string;
}) {
  if (rows.length === 0 || columns.length === 0)
    return <Typography.Text type="secondary">{t('fmea.matrix.empty')}</Typography.Text>;
  const border = '1px solid #f0f0f0';
  return (
    <div style={{ overflow: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', fontSize: 12 }} data-testid={testId}>
        <thead>
          <tr>
            <th style={{ border }} />
            {columns.map((column) => (
              <th
                key={column.id}
                style={{ border, padding: 4, writingMode: 'vertical-rl', maxHeight: 160, fontWeight: 500 }}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th style={{ border, padding: '4px 8px', textAlign: 'left', whiteSpace: 'nowrap', fontWeight: 500 }}>
                {row.label}
              </th>
              {columns.map((column) => {
                const on = linked(row.id, column.id);
                return (
                  <td key={column.id} style={{ border, textAlign: 'center', width: 32, height: 30 }}>
                    <Checkbox
                      checked={on}
                      disabled={readOnly}
                      aria-label={`${row.label} ← ${column.label}`}
                      onChange={() => onToggle(row.id, column.id, !on)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The function–failure matrix of a focus element, two views: 关系矩阵, its functions against its lower elements'
 * functions (the function net) and its failure modes against their causes and modes (the failure net), where a
 * checkbox links or unlinks; and 失效矩阵, the server's failure matrix (its modes against the effects and causes the
 * function net reaches) with each chain's AP.
 */
export function FunctionFailureMatrixStep() {
  const { linkFailures, linkFunctions, unlinkFailures, unlinkFunctions } = useFmeaApi();
  const { project, net, readOnly, run, reload } = useProject();
  const [elementId, setElementId] = useState<string | null>(() => firstElementId(net.elements));
  const [view, setView] = useState<View>('relations');
  const lowerElements = net.elements.filter((e) => e.parentId === elementId);
  const lowerIds = new Set(lowerElements.map((e) => e.id));
  const elementName = new Map(net.elements.map((e) => [e.id, e.name]));
  const focusFunctions = net.functions.filter((f) => f.elementId === elementId);
  const lowerFunctions = net.functions.filter((f) => lowerIds.has(f.elementId));
  const functionIds = new Set(focusFunctions.map((f) => f.id));
  const lowerFunctionIds = new Set(lowerFunctions.map((f) => f.id));
  const functionOf = new Map(net.functions.map((f) => [f.id, f]));
  const modes = net.failures.filter((f) => f.type === 'FM' && functionIds.has(f.functionId));
  const causes = net.failures.filter((f) => f.type !== 'FE' && lowerFunctionIds.has(f.functionId));
  const functionLinks = new Set(net.functionLinks.map((l) => `${l.higherId}>${l.lowerId}`));
  const failureLinks = new Set(net.failureLinks.map((l) => `${l.effectId}<${l.causeId}`));
  const lowerLabel = (functionId: string, name: string) =>
    `${elementName.get(functionOf.get(functionId)?.elementId ?? '') ?? ''} · ${name}`;

  const toggleFunction = async (higherId: string, lowerId: string, link: boolean) => {
    const body = { projectId: project.id, higherId, lowerId };
    if (await run<unknown>(() => (link ? linkFunctions(body) : unlinkFunctions(body)))) await reload();
  };
  const toggleFailure = async (effectId: string, causeId: string, link: boolean) => {
    const body = { projectId: project.id, effectId, causeId };
    if (await run<unknown>(() => (link ? linkFailures(body) : unlinkFailures(body)))) await reload();
  };

  return (
    <Row gutter={12} wrap={false}>
      <Col flex="240px">
        <Card size="small" title={t('fmea.failure.focusElement')} styles={{ body: { padding: 4 } }}>
          <ElementPicker elements={net.elements} selected={elementId} onSelect={setElementId} />
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[
            { value: 'relations', label: t('fmea.matrix.view.relations') },
            { value: 'failures', label: t('fmea.matrix.view.failures') },
          ]}
          style={{ marginBottom: 12 }}
          data-testid="fmea-matrix-view"
        />
        {!elementId ? (
          <Empty description={t('fmea.function.pickElement')} />
        ) : view === 'failures' ? (
          <Card size="small" title={t('fmea.fmatrix.title')}>
            <FailureMatrixView elementId={elementId} />
          </Card>
        ) : lowerElements.length === 0 ? (
          <Empty description={t('fmea.matrix.noLower')} />
        ) : (
          <Flex vertical gap={12}>
            <Card size="small" title={t('fmea.matrix.functions')}>
              <Matrix
                testId="fmea-function-matrix"
                rows={focusFunctions.map((f) => ({ id: f.id, label: f.name }))}
                columns={lowerFunctions.map((f) => ({ id: f.id, label: lowerLabel(f.id, f.name) }))}
                linked={(row, column) => functionLinks.has(`${row}>${column}`)}
                readOnly={readOnly}
                onToggle={toggleFunction}
              />
            </Card>
            <Card size="small" title={t('fmea.matrix.failures')}>
              <Matrix
                testId="fmea-failure-matrix"
                rows={modes.map((f) => ({ id: f.id, label: f.name }))}
                columns={causes.map((f) => ({ id: f.id, label: `${f.type} ${lowerLabel(f.functionId, f.name)}` }))}
                linked={(row, column) => failureLinks.has(`${row}<${column}`)}
                readOnly={readOnly}
                onToggle={toggleFailure}
              />
            </Card>
          </Flex>
        )}
      </Col>
    </Row>
  );
}
