import {
  type ActionPriority,
  type ApTables,
  type ChainRisk,
  chainActionPriority,
  FMEA_KINDS,
  type FmeaKind,
  type FormSheetRow,
  riskPriorityNumber,
  SPECIAL_CHARACTERISTICS,
} from '@qis/shared';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import type { RatingKind } from '../components/RatingSelect';
import { useFmeaKind } from '../project/FmeaKindContext';
import { SpcBadge } from '../spc/SpcBadge';
import { useChainFigure } from '../spc/SpcContext';
import { ChoiceCell, TextCell } from './CellEditors';
import { RatingCell } from './RatingCell';

/**
 * The editable part of a chain's risk. An FMEA-MSR's adds the current system response and the most severe effect after
 * it with its severity (the other kinds' calls refuse those fields, so their drafts never carry them); its
 * preventionControls is the rationale for F, occurrence F, detectionControls the diagnostic monitoring, detection M.
 */
export type RiskDraft = Pick<
  ChainRisk,
  | 'preventionControls'
  | 'occurrence'
  | 'detectionControls'
  | 'detection'
  | 'specialCharacteristic'
  | 'filterCode'
  | 'systemResponse'
  | 'mitigatedEffect'
  | 'mitigatedSeverity'
>;

type TextField = 'preventionControls' | 'detectionControls' | 'filterCode' | 'systemResponse' | 'mitigatedEffect';
const TEXT_FIELDS: readonly TextField[] = [
  'preventionControls',
  'detectionControls',
  'filterCode',
  'systemResponse',
  'mitigatedEffect',
];

const draftOf = (risk: ChainRisk, kind: FmeaKind): RiskDraft => ({
  preventionControls: risk.preventionControls,
  occurrence: risk.occurrence,
  detectionControls: risk.detectionControls,
  detection: risk.detection,
  specialCharacteristic: risk.specialCharacteristic,
  filterCode: risk.filterCode,
  ...(kind === FMEA_KINDS.msr
    ? {
        systemResponse: risk.systemResponse ?? '',
        mitigatedEffect: risk.mitigatedEffect ?? '',
        mitigatedSeverity: risk.mitigatedSeverity ?? null,
      }
    : {}),
});

interface Props {
  row: FormSheetRow;
  /** Where the row is drawn (px from the top of the sheet). */
  top: number;
  apTables: ApTables | undefined;
  readOnly: boolean;
  onSave: (row: FormSheetRow, draft: RiskDraft) => void;
  onOpenActions: (row: FormSheetRow) => void;
}

const EMPTY_CELLS = ['pc', 'o', 'dc', 'd', 'ap', 'rpn', 'special', 'filter', 'actions', 'apAfter'];
const MSR_EMPTY_CELLS = ['pc', 'o', 'dc', 'response', 'mitigated', 'ms', 'd', 'ap', 'filter', 'actions', 'apAfter'];

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
 * One chain's row of the form sheet: the lower level, its function, the cause, and the risk editors, in their
 * columns (the failure mode's merged cells are drawn under the row's empty columns). AP and RPN follow the draft as
 * it is typed (AP from the server's table); a rating change saves at once, a text on leaving the field or Enter. Its
 * cells show their values as text and mount their editor when used (CellEditors, RatingCell). The sheet hands a
 * row's element on to another chain once the row scrolls out of view: the draft and any open editor then start anew
 * for that chain, and a focus inside the row is let go.
 */
export const ChainCells = memo(function ChainCells({ row, top, apTables, readOnly, onSave, onOpenActions }: Props) {
  const kind = useFmeaKind();
  const msr = kind === FMEA_KINDS.msr;
  const [draft, setDraft] = useState<RiskDraft | null>(row.risk ? draftOf(row.risk, kind) : null);
  const spc = useChainFigure(row);
  // A saved (or reloaded) risk, or another chain, replaces the draft: worked out while rendering, so a row is drawn in
  // one render.
  const [shown, setShown] = useState(row.risk);
  if (shown !== row.risk) {
    const next = row.risk ? draftOf(row.risk, kind) : null;
    // The same chain's answer to an earlier save keeps a text still being typed in another of its cells (not yet
    // committed: it differs from the risk shown until now), which the answer does not have yet.
    if (next && draft && shown && row.risk && shown.modeId === row.risk.modeId && shown.causeId === row.risk.causeId) {
      for (const field of TEXT_FIELDS)
        if (draft[field] !== undefined && draft[field] !== (shown[field] ?? '')) next[field] = draft[field];
    }
    setShown(row.risk);
    setDraft(next);
  }
  const element = useRef<HTMLDivElement>(null);
  const chain = row.key;
  useLayoutEffect(() => {
    const focused = document.activeElement;
    // The row now shows another chain (chain is what this runs on): the focus stays with the chain it was on.
    if (chain && focused instanceof HTMLElement && element.current?.contains(focused)) focused.blur();
  }, [chain]);

  const testKey = `${row.mode.name}|${row.cause?.name ?? ''}`;
  const text = (key: string, value: string | undefined, testId?: string) => (
    <div className={`fs-cell fs-plain fs-c-${key}`} title={value} data-testid={testId}>
      {value}
    </div>
  );
  const head = (
    <>
      {text('lower', row.lowerElement?.name)}
      {text('lowerFunction', row.lowerFunction?.name)}
      {row.cause ? (
        text('cause', row.cause.name, 'sheet-cause')
      ) : (
        <div className="fs-cell fs-plain fs-secondary fs-c-cause" data-testid="sheet-cause">
          {t('fmea.sheet.noCause')}
        </div>
      )}
    </>
  );
  if (!draft || !row.risk) {
    return (
      <div ref={element} className="fs-row fs-grid" style={{ top }} data-chain={testKey}>
        {head}
        {(msr ? MSR_EMPTY_CELLS : EMPTY_CELLS).map((key) => (
          <div key={key} className={`fs-cell fs-c-${key}`} />
        ))}
      </div>
    );
  }

  const risk = row.risk;
  const commit = (next: RiskDraft) => {
    setDraft(next);
    onSave(row, next);
  };
  const commitText = (field: TextField) => {
    if (draft[field] !== (risk[field] ?? '')) onSave(row, draft);
  };
  const textField = (field: TextField, label: MessageKey, maxLength: number, testId?: string) => (
    <TextCell
      chain={chain}
      value={draft[field] ?? ''}
      disabled={readOnly}
      maxLength={maxLength}
      label={t(label)}
      testId={testId}
      onChange={(value) => setDraft({ ...draft, [field]: value })}
      onCommit={() => commitText(field)}
    />
  );
  // AP by the kind's rule (FMEA-MSR: the MSR table, with the mitigated severity when M = 1).
  const priority = chainActionPriority(kind, { ...draft, severity: row.severity }, apTables);
  const rpn = riskPriorityNumber(row.severity, draft.occurrence, draft.detection);
  const actions = row.actions.length > 0 ? row.actions.map((a) => a.description).join('；') : '';
  const rating = (slot: 'occurrence' | 'detection' | 'mitigatedSeverity', kindOf: RatingKind, testId: string) => (
    <RatingCell
      chain={chain}
      kind={kindOf}
      value={draft[slot] ?? null}
      disabled={readOnly}
      onChange={(value) => commit({ ...draft, [slot]: value })}
      testId={testId}
    />
  );
  const actionCells = (
    <>
      <div className="fs-cell fs-c-filter">{textField('filterCode', 'fmea.sheet.col.filter', 50)}</div>
      <div className="fs-cell fs-c-actions">
        <button
          type="button"
          className="fs-link"
          title={actions || undefined}
          onClick={() => onOpenActions(row)}
          data-testid="sheet-actions"
        >
          {actions || '+'}
        </button>
      </div>
      <div className="fs-cell fs-center fs-c-apAfter">
        <ApLetter ap={row.apAfter} />
      </div>
    </>
  );

  if (msr) {
    const note = priority.mitigated
      ? t('fmea.sheet.apMitigated', { s: priority.severity ?? '-' })
      : priority.severity !== null
        ? t('fmea.sheet.apOriginal', { s: priority.severity })
        : undefined;
    return (
      <div ref={element} className="fs-row fs-grid" style={{ top }} data-chain={testKey}>
        {head}
        <div className="fs-cell fs-c-pc">
          {textField('preventionControls', 'fmea.sheet.col.pc.2', 1000, 'sheet-pc')}
        </div>
        <div className="fs-cell fs-c-o">{rating('occurrence', 'O', 'sheet-o')}</div>
        <div className="fs-cell fs-c-dc">{textField('detectionControls', 'fmea.sheet.col.dc.2', 1000, 'sheet-dc')}</div>
        <div className="fs-cell fs-c-response">
          {textField('systemResponse', 'fmea.sheet.col.response', 1000, 'sheet-response')}
        </div>
        <div className="fs-cell fs-c-mitigated">
          {textField('mitigatedEffect', 'fmea.sheet.col.mitigatedEffect', 1000, 'sheet-mitigated')}
        </div>
        <div className="fs-cell fs-c-ms">{rating('mitigatedSeverity', 'MS', 'sheet-ms')}</div>
        <div className="fs-cell fs-c-d">{rating('detection', 'D', 'sheet-d')}</div>
        <div className="fs-cell fs-center fs-ap-cell fs-c-ap" title={note} data-ap-severity={priority.severity ?? ''}>
          <ApLetter ap={priority.ap} testId="sheet-ap" />
          {priority.mitigated && (
            <span className="fs-ap-mitigated" data-testid="sheet-ap-mitigated" title={note}>
              {t('fmea.sheet.apMitigatedShort', { s: priority.severity ?? '-' })}
            </span>
          )}
        </div>
        {actionCells}
      </div>
    );
  }

  return (
    <div ref={element} className="fs-row fs-grid" style={{ top }} data-chain={testKey}>
      {head}
      <div className="fs-cell fs-c-pc">{textField('preventionControls', 'fmea.sheet.col.pc', 1000, 'sheet-pc')}</div>
      <div className={spc ? 'fs-cell fs-c-o fs-o-spc' : 'fs-cell fs-c-o'}>
        <RatingCell
          chain={chain}
          kind="O"
          value={draft.occurrence}
          disabled={readOnly}
          onChange={(occurrence) => commit({ ...draft, occurrence })}
          testId="sheet-o"
        />
        {spc && <SpcBadge figure={spc} occurrence={draft.occurrence} />}
      </div>
      <div className="fs-cell fs-c-dc">{textField('detectionControls', 'fmea.sheet.col.dc', 1000, 'sheet-dc')}</div>
      <div className="fs-cell fs-c-d">
        <RatingCell
          chain={chain}
          kind="D"
          value={draft.detection}
          disabled={readOnly}
          onChange={(detection) => commit({ ...draft, detection })}
          testId="sheet-d"
        />
      </div>
      <div className="fs-cell fs-center fs-c-ap">
        <ApLetter ap={priority.ap} testId="sheet-ap" />
      </div>
      <div className="fs-cell fs-center fs-secondary fs-c-rpn" data-testid="sheet-rpn">
        {rpn ?? '-'}
      </div>
      <div className="fs-cell fs-c-special">
        <ChoiceCell
          chain={chain}
          value={draft.specialCharacteristic}
          options={SPECIAL_CHARACTERISTICS}
          disabled={readOnly}
          label={t('fmea.sheet.col.special')}
          onChange={(specialCharacteristic) => commit({ ...draft, specialCharacteristic })}
        />
      </div>
      {actionCells}
    </div>
  );
});
