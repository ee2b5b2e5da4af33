import { Empty, Spin, Tag, Tooltip, Typography } from 'antd';
import { Fragment, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../../locales';
import type { FailureMatrix } from '../analysis-api';
import { ApTag } from '../components/ApTag';
import { useFmeaApi } from '../project/FmeaKindContext';
import { useProject } from '../project/ProjectContext';

type Item = FailureMatrix['x'][number];
type Cell = FailureMatrix['cells'][number];

const border = '1px solid #f0f0f0';

function RowHead({ item }: { item: Item }) {
  const label = (
    <span style={{ fontStyle: item.inFunctionNet ? undefined : 'italic' }}>
      {item.type !== 'FE' && item.type !== 'FC' ? `${item.type} ` : ''}
      {item.elementName} · {item.name}
    </span>
  );
  return (
    <th style={{ border, padding: '4px 8px', textAlign: 'left', whiteSpace: 'nowrap', fontWeight: 500 }}>
      {item.inFunctionNet ? label : <Tooltip title={t('fmea.fmatrix.outsideNet')}>{label}</Tooltip>}
      {item.severity !== null && (
        <Tag style={{ marginInlineStart: 6 }} color="volcano">
          S {item.severity}
        </Tag>
      )}
    </th>
  );
}

/**
 * The failure matrix of a focus element from the server (FailureMode/FailureModelMatrix_X_Y): its failure modes
 * across, the effects of the higher-level functions and the causes of the lower-level ones down; an effect cell marks
 * a link, a cause cell the chain's AP (S/O/D on hover) and opens the chain's optimization.
 */
export function FailureMatrixView({ elementId }: { elementId: string }) {
  const { fetchFailureMatrix } = useFmeaApi();
  const { project, net } = useProject();
  const [, setParams] = useSearchParams();
  const [matrix, setMatrix] = useState<FailureMatrix | null>(null);
  // Read again when the element changes and after every change of the net.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the net is the trigger, not an input
  useEffect(() => {
    let current = true;
    fetchFailureMatrix(project.id, elementId)
      .then((answer) => current && setMatrix(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [project.id, elementId, net]);

  if (!matrix || matrix.elementId !== elementId) return <Spin />;
  if (matrix.x.length === 0) return <Empty description={t('fmea.fmatrix.noModes')} />;
  const cells = new Map<string, Cell>(matrix.cells.map((cell) => [`${cell.modeId}:${cell.failureId}`, cell]));
  const columns = matrix.x.length + 1;

  const effectCell = (mode: Item, effect: Item) => (
    <td key={mode.id} style={{ border, textAlign: 'center', width: 56, height: 30 }}>
      {cells.has(`${mode.id}:${effect.id}`) && (
        <Typography.Text style={{ color: '#1677ff' }} aria-label={t('fmea.fmatrix.linked')}>
          ●
        </Typography.Text>
      )}
    </td>
  );
  const causeCell = (mode: Item, cause: Item) => {
    const key = `${mode.id}:${cause.id}`;
    const cell = cells.get(key);
    const chain = cell?.chain;
    return (
      <td key={mode.id} style={{ border, textAlign: 'center', width: 56, height: 30 }} data-testid="fmea-fmatrix-cell">
        {cell && (
          <Tooltip
            title={
              chain
                ? `${t('fmea.fmatrix.cellHint', {
                    s: chain.severity ?? '-',
                    o: chain.occurrence ?? '-',
                    d: chain.detection ?? '-',
                  })}${chain.rpn ? ` · RPN ${chain.rpn}` : ''} · ${t('fmea.fmatrix.openChain')}`
                : t('fmea.fmatrix.unrated')
            }
          >
            <button
              type="button"
              onClick={() => setParams({ node: 'optimization', chain: key }, { replace: true })}
              style={{ border: 'none', background: 'none', cursor: 'pointer', padding: 0 }}
              aria-label={`${mode.name} ← ${cause.name}`}
              data-ap={chain?.ap ?? ''}
            >
              {chain?.ap ? <ApTag ap={chain.ap} /> : <span style={{ color: '#1677ff' }}>●</span>}
            </button>
          </Tooltip>
        )}
      </td>
    );
  };
  const section = (title: string, items: Item[], cell: (mode: Item, item: Item) => React.ReactNode) => (
    <Fragment key={title}>
      <tr>
        <th colSpan={columns} style={{ border, padding: '4px 8px', textAlign: 'left', background: '#fafafa' }}>
          {title}
        </th>
      </tr>
      {items.map((item) => (
        <tr key={item.id}>
          <RowHead item={item} />
          {matrix.x.map((mode) => cell(mode, item))}
        </tr>
      ))}
    </Fragment>
  );

  return (
    <div style={{ overflow: 'auto' }}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('fmea.fmatrix.legend', { version: matrix.apTableVersion })}
      </Typography.Paragraph>
      <table style={{ borderCollapse: 'collapse', fontSize: 12 }} data-testid="fmea-fmatrix">
        <thead>
          <tr>
            <th style={{ border }} />
            {matrix.x.map((mode) => (
              <th
                key={mode.id}
                title={mode.functionName}
                style={{ border, padding: 4, writingMode: 'vertical-rl', maxHeight: 180, fontWeight: 500 }}
              >
                {mode.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section(t('fmea.fmatrix.effects'), matrix.effects, effectCell)}
          {section(t('fmea.fmatrix.causes'), matrix.causes, causeCell)}
        </tbody>
      </table>
    </div>
  );
}
