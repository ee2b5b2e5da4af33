import { PROCESS_STEP_TYPES, type ProcessStepType } from '@qis/shared';
import { Typography } from 'antd';
import { type MessageKey, t } from '../../../../locales';
import { EXTRA_EDGE_COLOR, STEP_TYPE_STYLE, SYMBOL_PATHS } from './flow-cells';

/** The symbol of a step type at 18 px, as the diagram draws it. */
export function StepSymbol({ type, size = 18 }: { type: ProcessStepType; size?: number }) {
  const { fill, stroke } = STEP_TYPE_STYLE[type];
  const common = { fill, stroke, strokeWidth: 3 };
  return (
    <svg width={size} height={size} viewBox="-2 -2 48 48" aria-hidden="true">
      {(type === 'inspection' || type === 'operationInspection') && (
        <rect x={3} y={3} width={38} height={38} {...common} />
      )}
      {type === 'operation' && <circle cx={22} cy={22} r={20} {...common} />}
      {type === 'operationInspection' && (
        <circle cx={22} cy={22} r={13} fill="#ffffff" stroke={STEP_TYPE_STYLE.operation.stroke} strokeWidth={3} />
      )}
      {type === 'transport' && <path d={SYMBOL_PATHS.transport} {...common} strokeLinejoin="round" />}
      {type === 'storage' && <path d={SYMBOL_PATHS.storage} {...common} strokeLinejoin="round" />}
    </svg>
  );
}

/** The legend under the diagram: each step type's symbol and the extra edges' dashed line. */
export function FlowLegend() {
  return (
    <div className="qis-process-flow-legend" data-testid="process-flow-legend">
      <Typography.Text type="secondary">{t('fmeaProcess.flow.legend')}</Typography.Text>
      {PROCESS_STEP_TYPES.map((type) => (
        <span key={type}>
          <StepSymbol type={type} />
          {t(`fmeaProcess.type.${type}` as MessageKey)}
        </span>
      ))}
      <span>
        <svg width={26} height={8} aria-hidden="true">
          <line x1={0} y1={4} x2={26} y2={4} stroke={EXTRA_EDGE_COLOR} strokeWidth={2} strokeDasharray="5 3" />
        </svg>
        {t('fmeaProcess.flow.edgeLabel.default')}
      </span>
    </div>
  );
}
