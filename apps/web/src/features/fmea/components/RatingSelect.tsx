import { FMEA_KINDS, type FmeaKind, isRating, type RatingLevel, type RatingScales } from '@qis/shared';
import { Select, Typography } from 'antd';
import { useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { useFmeaKind } from '../project/FmeaKindContext';
import { useRatingScales } from './RatingScales';

/** S, O, D; FMEA-MSR rates F and M in the places of O and D, and MS, the severity after the system response. */
export type RatingKind = 'S' | 'O' | 'D' | 'MS';

const SCALE: Record<RatingKind, keyof RatingScales> = {
  S: 'severity',
  O: 'occurrence',
  D: 'detection',
  MS: 'severity',
};

/** A rating's name in an FMEA kind (频度 O, or an FMEA-MSR's 频率 F; 探测度 D, or 监视 M). */
export function ratingName(rating: RatingKind, kind: FmeaKind): string {
  const msr = kind === FMEA_KINDS.msr && (rating === 'O' || rating === 'D');
  return t((msr ? `fmea.rating.${rating}.2` : `fmea.rating.${rating}`) as MessageKey);
}

interface Props {
  kind: RatingKind;
  value: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  testId?: string;
  width?: number;
  /** Focused and open as it mounts (a cell's editor that replaces the rating shown), its search typed already. */
  autoFocus?: boolean;
  defaultOpen?: boolean;
  defaultSearch?: string;
  /** The dropdown closed (a rating picked, or left without one). */
  onClose?: () => void;
  onBlur?: () => void;
}

/**
 * A 1–10 rating picker whose options show each rating's label and criteria. Typing the number filters to it and Enter
 * picks it, so a rating is entered from the keyboard; the selected value shows its number only.
 */
export function RatingSelect({
  kind,
  value,
  onChange,
  disabled,
  testId,
  width = 64,
  autoFocus,
  defaultOpen,
  defaultSearch,
  onClose,
  onBlur,
}: Props) {
  // The project's SOD standard (or its kind's default scales): each option shows its level's criteria.
  const fmeaKind = useFmeaKind();
  const levels: RatingLevel[] = useRatingScales().scales[SCALE[kind]];
  const [search, setSearch] = useState(defaultSearch ?? '');
  const [open, setOpen] = useState(defaultOpen ?? false);
  // Enter takes the typed rating itself: the list's active option may still be the previous value's, filtered out.
  const onInputKeyDown = (event: React.KeyboardEvent) => {
    const typed = Number(search.trim());
    if (event.key !== 'Enter' || !isRating(typed)) return;
    event.preventDefault();
    event.stopPropagation();
    setSearch('');
    setOpen(false);
    if (typed !== value) onChange?.(typed);
    onClose?.();
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
        if (!next) {
          setSearch('');
          onClose?.();
        }
      }}
      autoFocus={autoFocus}
      onBlur={onBlur}
      onInputKeyDown={onInputKeyDown}
      showSearch={{
        searchValue: search,
        onSearch: setSearch,
        filterOption: (input, option) => String(option?.value ?? '') === input.trim(),
      }}
      placeholder="-"
      style={{ width }}
      popupMatchSelectWidth={420}
      aria-label={t('fmea.rating.pick', { name: ratingName(kind, fmeaKind) })}
      data-testid={testId}
      optionLabelProp="label"
      options={levels.map((level) => ({
        value: level.rating,
        label: String(level.rating),
        title: `${level.rating} ${level.label}：${level.criteria}`,
      }))}
      optionRender={(option) => {
        const level = levels.find((item) => item.rating === option.value);
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
