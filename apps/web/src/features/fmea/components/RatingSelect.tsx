import { DEFAULT_DFMEA_SCALES, isRating, type RatingLevel } from '@qis/shared';
import { Select, Typography } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';

export type RatingKind = 'S' | 'O' | 'D';

/** The default DFMEA scales (domain rating-scales.ts) until the SOD standard library gives the project's own. */
const SCALES: Record<RatingKind, RatingLevel[]> = {
  S: DEFAULT_DFMEA_SCALES.severity,
  O: DEFAULT_DFMEA_SCALES.occurrence,
  D: DEFAULT_DFMEA_SCALES.detection,
};

export const ratingLevel = (kind: RatingKind, rating: number | null | undefined) =>
  SCALES[kind].find((level) => level.rating === rating);

interface Props {
  kind: RatingKind;
  value: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  testId?: string;
  width?: number;
}

/**
 * A 1–10 rating picker whose options show each rating's label and criteria. Typing the number filters to it and Enter
 * picks it, so a rating is entered from the keyboard; the selected value shows its number only.
 */
export function RatingSelect({ kind, value, onChange, disabled, testId, width = 64 }: Props) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  // Enter takes the typed rating itself: the list's active option may still be the previous value's, filtered out.
  const onInputKeyDown = (event: React.KeyboardEvent) => {
    const typed = Number(search.trim());
    if (event.key !== 'Enter' || !isRating(typed)) return;
    event.preventDefault();
    event.stopPropagation();
    setSearch('');
    setOpen(false);
    if (typed !== value) onChange?.(typed);
  };
  return (
    <Select<number | null>
      value={value}
      onChange={(next) => {
        setSearch('');
        onChange?.(next ?? null);
      }}
      disabled={disabled}
      allowClear
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
      onInputKeyDown={onInputKeyDown}
      showSearch={{
        searchValue: search,
        onSearch: setSearch,
        filterOption: (input, option) => String(option?.value ?? '') === input.trim(),
      }}
      placeholder="-"
      style={{ width }}
      popupMatchSelectWidth={420}
      aria-label={t('fmea.rating.pick', { name: t(`fmea.rating.${kind}`) })}
      data-testid={testId}
      optionLabelProp="label"
      options={SCALES[kind].map((level) => ({
        value: level.rating,
        label: String(level.rating),
        title: `${level.rating} ${level.label}：${level.criteria}`,
      }))}
      optionRender={(option) => {
        const level = ratingLevel(kind, option.value as number);
        return (
          <div style={{ whiteSpace: 'normal', lineHeight: 1.4 }} data-testid={`rating-option-${option.value}`}>
            <Typography.Text strong>
              {option.value} {level?.label}
            </Typography.Text>
            <div style={{ fontSize: 12, color: '#595959' }}>{level?.criteria}</div>
          </div>
        );
      }}
    />
  );
}
