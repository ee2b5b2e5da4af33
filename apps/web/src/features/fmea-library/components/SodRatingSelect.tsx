import { getSodDetectById, getSodOccurrenceById, getSodSeriousnessById, type RatingLevelDto } from '@qis/shared';
import { Select, Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../../shell/call-endpoint';
import { ratingColor } from './rating-color';

/** The scale a rating picker offers: S, O (MSR: F) or D (MSR: M). */
export type SodScale = 'severity' | 'occurrence' | 'detection';

const ENDPOINTS = {
  severity: getSodSeriousnessById,
  occurrence: getSodOccurrenceById,
  detection: getSodDetectById,
} as const;

// One request per standard and scale for the whole page: a form sheet shows hundreds of pickers.
const cache = new Map<string, Promise<RatingLevelDto[]>>();

/** The 10 levels of one scale of a standard (Optimizations/Sod…ById), shared by every picker of the page. */
export function useSodCriteria(standardId: string | null | undefined, scale: SodScale): RatingLevelDto[] {
  const [levels, setLevels] = useState<RatingLevelDto[]>([]);
  useEffect(() => {
    if (!standardId) {
      setLevels([]);
      return;
    }
    const key = `${standardId}:${scale}`;
    let request = cache.get(key);
    if (!request) {
      request = callEndpoint(ENDPOINTS[scale], { query: { id: standardId } });
      request.catch(() => cache.delete(key));
      cache.set(key, request);
    }
    let live = true;
    request.then((loaded) => live && setLevels(loaded)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [standardId, scale]);
  return levels;
}

/**
 * A 1–10 rating picker showing each rating's label and criteria from the project's SOD standard (the FMEA steps'
 * S/O/D pickers). Without a standard it still offers 1–10.
 */
export function SodRatingSelect({
  standardId,
  scale,
  value,
  onChange,
  disabled,
  ariaLabel,
}: {
  standardId: string | null | undefined;
  scale: SodScale;
  value: number | null | undefined;
  onChange: (rating: number) => void;
  disabled?: boolean;
  ariaLabel?: string;
}) {
  const levels = useSodCriteria(standardId, scale);
  const byRating = new Map(levels.map((l) => [l.rating, l]));
  const ratings = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
  return (
    <Select<number>
      value={value ?? undefined}
      disabled={disabled}
      onChange={onChange}
      popupMatchSelectWidth={420}
      style={{ width: 72 }}
      aria-label={ariaLabel}
      optionLabelProp="label"
      options={ratings.map((rating) => {
        const level = byRating.get(rating);
        return {
          value: rating,
          label: <Tag color={ratingColor(rating)}>{rating}</Tag>,
          title: level ? `${rating} ${level.label}：${level.criteria}` : String(rating),
        };
      })}
      optionRender={(option) => {
        const level = byRating.get(option.value as number);
        return (
          <Tooltip title={level?.criteria} placement="right">
            <span style={{ whiteSpace: 'normal' }}>
              <Tag color={ratingColor(option.value as number)}>{option.value}</Tag>
              {level ? `${level.label}：${level.criteria}` : ''}
            </span>
          </Tooltip>
        );
      }}
    />
  );
}
