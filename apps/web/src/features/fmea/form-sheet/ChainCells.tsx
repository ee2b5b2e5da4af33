import {
  type ActionPriority,
  type ApTables,
  actionPriority,
  type ChainRisk,
  type FormSheetRow,
  riskPriorityNumber,
  SPECIAL_CHARACTERISTICS,
} from '@qis/shared';
import { memo, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { SpcBadge } from '../spc/SpcBadge';
import { useChainFigure } from '../spc/SpcContext';
import { ChoiceCell, TextCell } from './CellEditors';
import { RatingCell } from './RatingCell';

/** The editable part of a chain's risk. */
export type RiskDraft = Pick<
  ChainRisk,
  'preventionControls' | 'occurrence' | 'detectionControls' | 'detection' | 'specialCharacteristic' | 'filterCode'
>;

const draftOf = (risk: ChainRisk): RiskDraft => ({
  preventionControls: risk.preventionControls,
  occurrence: risk.occurrence,
  detectionControls: risk.detectionControls,
  detection: risk.detection,
  specialCharacteristic: risk.specialCharacteristic,
  filterCode: risk.filterCode,
});

/** A cell's place in its block's grid (the rest of its look is the fs-cell class). */
const place = (column: number, row: number, extra?: React.CSSProperties): React.CSSProperties => ({
  gridColumn: column,
  gridRow: row,
  ...extra,
});

interface Props {
  row: FormSheetRow;
  /** The row's line within its block (1-based grid row). */
  line: number;
  /** The grid column of each per-chain column, by key. */
  columns: Record<string, number>;
  apTables: ApTables | undefined;
  readOnly: boolean;
  onSave: (row: FormSheetRow, draft: RiskDraft) => void;
  onOpenActions: (row: FormSheetRow) => void;
}

/** An action priority as the sheet shows it: the letter in its colour (ApTag's look, without a component each). */
function ApLetter({ ap, testId }: { ap: ActionPriority | null; testId?: string }) {
  if (!ap) return <span data-testid={testId}>-</span>;
  return (
    <span className={`fs-ap fs-ap-${ap}`} data-testid={testId} data-ap={ap}>
      {ap}
    </span>
  );
}

/**
 * The per-chain cells of one form-sheet row: the lower level, its function, the cause, and the risk editors. AP and
 * RPN follow the draft as it is typed (AP from the server's table); a rating change saves at once, a text on leaving
 * the field or Enter. Its cells show their values as text and mount their editor when used (CellEditors, RatingCell):
 * a row is a few dozen plain elements, so the sheet draws the rows that scroll into view within a frame.
 */
export const ChainCells = memo(function ChainCells({
  row,
  line,
  columns,
  apTables,
  readOnly,
  onSave,
  onOpenActions,
}: Props) {
  const [draft, setDraft] = useState<RiskDraft | null>(row.risk ? draftOf(row.risk) : null);
  const spc = useChainFigure(row);
  // A saved (or reloaded) risk replaces the draft: worked out while rendering, so a row mounts in one render.
  const [shown, setShown] = useState(row.risk);
  if (shown !== row.risk) {
    setShown(row.risk);
    setDraft(row.risk ? draftOf(row.risk) : null);
  }

  const at = (key: string, extra?: React.CSSProperties) => place(columns[key] ?? 1, line, extra);
  const text = (value: string | undefined) => (
    <span className="fs-clip" title={value}>
      {value}
    </span>
  );
  const head = (
    <>
      <div className="fs-cell" style={at('lower')}>
        {text(row.lowerElement?.name)}
      </div>
      <div className="fs-cell" style={at('lowerFunction')}>
        {text(row.lowerFunction?.name)}
      </div>
      <div className="fs-cell" style={at('cause')} data-testid="sheet-cause">
        {row.cause ? text(row.cause.name) : <span className="fs-secondary">{t('fmea.sheet.noCause')}</span>}
      </div>
    </>
  );
  if (!draft || !row.risk) {
    return (
      <div style={{ display: 'contents' }} data-chain={`${row.mode.name}|`}>
        {head}
        {['pc', 'o', 'dc', 'd', 'ap', 'rpn', 'special', 'filter', 'actions', 'apAfter'].map((key) => (
          <div key={key} className="fs-cell" style={at(key)} />
        ))}
      </div>
    );
  }

  const risk = row.risk;
  const commit = (next: RiskDraft) => {
    setDraft(next);
    onSave(row, next);
  };
  const commitText = (field: 'preventionControls' | 'detectionControls' | 'filterCode') => {
    if (draft[field] !== risk[field]) onSave(row, draft);
  };
  const textField = (
    field: 'preventionControls' | 'detectionControls' | 'filterCode',
    label: MessageKey,
    maxLength: number,
    testId?: string,
  ) => (
    <TextCell
      value={draft[field]}
      disabled={readOnly}
      maxLength={maxLength}
      label={t(label)}
      testId={testId}
      onChange={(value) => setDraft({ ...draft, [field]: value })}
      onCommit={() => commitText(field)}
    />
  );
  const ap = actionPriority(0, row.severity, draft.occurrence, draft.detection, apTables);
  const rpn = riskPriorityNumber(row.severity, draft.occurrence, draft.detection);
  const testKey = `${row.mode.name}|${row.cause?.name ?? ''}`;

  return (
    // display: contents keeps the cells in the block's grid while naming the chain (for tests and tools).
    <div style={{ display: 'contents' }} data-chain={testKey}>
      {head}
      <div className="fs-cell" style={at('pc')}>
        {textField('preventionControls', 'fmea.sheet.col.pc', 1000, 'sheet-pc')}
      </div>
      <div className={spc ? 'fs-cell fs-o-spc' : 'fs-cell'} style={at('o')}>
        <RatingCell
          kind="O"
          value={draft.occurrence}
          disabled={readOnly}
          onChange={(occurrence) => commit({ ...draft, occurrence })}
          testId="sheet-o"
        />
        {spc && <SpcBadge figure={spc} occurrence={draft.occurrence} />}
      </div>
      <div className="fs-cell" style={at('dc')}>
        {textField('detectionControls', 'fmea.sheet.col.dc', 1000, 'sheet-dc')}
      </div>
      <div className="fs-cell" style={at('d')}>
        <RatingCell
          kind="D"
          value={draft.detection}
          disabled={readOnly}
          onChange={(detection) => commit({ ...draft, detection })}
          testId="sheet-d"
        />
      </div>
      <div className="fs-cell fs-center" style={at('ap')}>
        <ApLetter ap={ap} testId="sheet-ap" />
      </div>
      <div className="fs-cell fs-center" style={at('rpn')}>
        <span className="fs-secondary" data-testid="sheet-rpn">
          {rpn ?? '-'}
        </span>
      </div>
      <div className="fs-cell" style={at('special')}>
        <ChoiceCell
          value={draft.specialCharacteristic}
          options={SPECIAL_CHARACTERISTICS}
          disabled={readOnly}
          label={t('fmea.sheet.col.special')}
          onChange={(specialCharacteristic) => commit({ ...draft, specialCharacteristic })}
        />
      </div>
      <div className="fs-cell" style={at('filter')}>
        {textField('filterCode', 'fmea.sheet.col.filter', 50)}
      </div>
      <div className="fs-cell" style={at('actions')}>
        <button type="button" className="fs-link" onClick={() => onOpenActions(row)} data-testid="sheet-actions">
          {row.actions.length > 0 ? text(row.actions.map((a) => a.description).join('；')) : '+'}
        </button>
      </div>
      <div className="fs-cell fs-center" style={at('apAfter')}>
        <ApLetter ap={row.apAfter} />
      </div>
    </div>
  );
});
