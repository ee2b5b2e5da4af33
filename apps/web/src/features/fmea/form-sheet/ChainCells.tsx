import {
  type ApTables,
  actionPriority,
  type ChainRisk,
  type FormSheetRow,
  riskPriorityNumber,
  SPECIAL_CHARACTERISTICS,
} from '@qis/shared';
import { Button, Input, Select, Typography } from 'antd';
import { memo, useEffect, useState } from 'react';
import { t } from '../../../locales';
import { ApTag } from '../components/ApTag';
import { RatingSelect } from '../components/RatingSelect';

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

const cell = (column: number, row: number, extra?: React.CSSProperties): React.CSSProperties => ({
  gridColumn: column,
  gridRow: row,
  borderRight: '1px solid #f0f0f0',
  borderBottom: '1px solid #f0f0f0',
  padding: '4px 6px',
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  minWidth: 0,
  ...extra,
});

const clip: React.CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

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

/**
 * The per-chain cells of one form-sheet row: the lower level, its function, the cause, and the risk editors. AP and
 * RPN follow the draft as it is typed (AP from the server's table); a rating change saves at once, a text on leaving
 * the field or Enter.
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
  // A saved (or reloaded) risk replaces the draft.
  useEffect(() => {
    setDraft(row.risk ? draftOf(row.risk) : null);
  }, [row.risk]);

  const at = (key: string, extra?: React.CSSProperties) => cell(columns[key] ?? 1, line, extra);
  const text = (value: string | undefined) => (
    <span style={clip} title={value}>
      {value}
    </span>
  );
  const head = (
    <>
      <div style={at('lower')}>{text(row.lowerElement?.name)}</div>
      <div style={at('lowerFunction')}>{text(row.lowerFunction?.name)}</div>
      <div style={at('cause')} data-testid="sheet-cause">
        {row.cause ? (
          text(row.cause.name)
        ) : (
          <Typography.Text type="secondary">{t('fmea.sheet.noCause')}</Typography.Text>
        )}
      </div>
    </>
  );
  if (!draft || !row.risk) {
    return (
      <div style={{ display: 'contents' }} data-chain={`${row.mode.name}|`}>
        {head}
        {['pc', 'o', 'dc', 'd', 'ap', 'rpn', 'special', 'filter', 'actions', 'apAfter'].map((key) => (
          <div key={key} style={at(key)} />
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
  const ap = actionPriority(0, row.severity, draft.occurrence, draft.detection, apTables);
  const rpn = riskPriorityNumber(row.severity, draft.occurrence, draft.detection);
  const testKey = `${row.mode.name}|${row.cause?.name ?? ''}`;

  return (
    // display: contents keeps the cells in the block's grid while naming the chain (for tests and tools).
    <div style={{ display: 'contents' }} data-chain={testKey}>
      {head}
      <div style={at('pc')}>
        <Input
          size="small"
          variant="borderless"
          value={draft.preventionControls}
          disabled={readOnly}
          maxLength={1000}
          onChange={(event) => setDraft({ ...draft, preventionControls: event.target.value })}
          onBlur={() => commitText('preventionControls')}
          onPressEnter={() => commitText('preventionControls')}
          aria-label={t('fmea.sheet.col.pc')}
          data-testid="sheet-pc"
        />
      </div>
      <div style={at('o')}>
        <RatingSelect
          kind="O"
          value={draft.occurrence}
          disabled={readOnly}
          onChange={(occurrence) => commit({ ...draft, occurrence })}
          testId="sheet-o"
        />
      </div>
      <div style={at('dc')}>
        <Input
          size="small"
          variant="borderless"
          value={draft.detectionControls}
          disabled={readOnly}
          maxLength={1000}
          onChange={(event) => setDraft({ ...draft, detectionControls: event.target.value })}
          onBlur={() => commitText('detectionControls')}
          onPressEnter={() => commitText('detectionControls')}
          aria-label={t('fmea.sheet.col.dc')}
          data-testid="sheet-dc"
        />
      </div>
      <div style={at('d')}>
        <RatingSelect
          kind="D"
          value={draft.detection}
          disabled={readOnly}
          onChange={(detection) => commit({ ...draft, detection })}
          testId="sheet-d"
        />
      </div>
      <div style={at('ap', { justifyContent: 'center' })}>
        <ApTag ap={ap} testId="sheet-ap" />
      </div>
      <div style={at('rpn', { justifyContent: 'center' })}>
        <Typography.Text type="secondary" data-testid="sheet-rpn">
          {rpn ?? '-'}
        </Typography.Text>
      </div>
      <div style={at('special')}>
        <Select
          size="small"
          variant="borderless"
          allowClear
          value={draft.specialCharacteristic}
          disabled={readOnly}
          style={{ width: '100%' }}
          placeholder="-"
          options={SPECIAL_CHARACTERISTICS.map((value) => ({ value, label: value }))}
          onChange={(value) => commit({ ...draft, specialCharacteristic: value ?? null })}
          aria-label={t('fmea.sheet.col.special')}
        />
      </div>
      <div style={at('filter')}>
        <Input
          size="small"
          variant="borderless"
          value={draft.filterCode}
          disabled={readOnly}
          maxLength={50}
          onChange={(event) => setDraft({ ...draft, filterCode: event.target.value })}
          onBlur={() => commitText('filterCode')}
          onPressEnter={() => commitText('filterCode')}
          aria-label={t('fmea.sheet.col.filter')}
        />
      </div>
      <div style={at('actions')}>
        <Button
          type="link"
          size="small"
          onClick={() => onOpenActions(row)}
          style={{ padding: 0, maxWidth: '100%', justifyContent: 'flex-start' }}
          data-testid="sheet-actions"
        >
          {row.actions.length > 0 ? text(row.actions.map((a) => a.description).join('；')) : '+'}
        </Button>
      </div>
      <div style={at('apAfter', { justifyContent: 'center' })}>
        <ApTag ap={row.apAfter} />
      </div>
    </div>
  );
});
