import type { RatingScales } from './rating-scales';

/** Ratings run from 1 to 10 on every scale (AIAG & VDA 2019). */
export const RATING_MIN = 1;
export const RATING_MAX = 10;
export const RATING_LEVELS = RATING_MAX - RATING_MIN + 1;

export const RATING_SCALE_KEYS = ['severity', 'occurrence', 'detection'] as const;
export type RatingScaleKey = (typeof RATING_SCALE_KEYS)[number];

/** A rule a standard's scales break: the field (as a request path) and what is wrong, in Chinese. */
export interface RatingScaleProblem {
  field: string;
  message: string;
}

/**
 * The first problem of a standard's three scales, or null: each must hold every rating 1–10 exactly once, with a
 * label and criteria that are not blank. `prefix` names the scales' place in the request (e.g. 'scales').
 */
export function checkRatingScales(scales: RatingScales, prefix = 'scales'): RatingScaleProblem | null {
  for (const key of RATING_SCALE_KEYS) {
    const levels = scales[key];
    const field = `${prefix}.${key}`;
    for (const [index, level] of levels.entries()) {
      const at = `${field}.${index}`;
      if (!Number.isInteger(level.rating) || level.rating < RATING_MIN || level.rating > RATING_MAX)
        return { field: `${at}.rating`, message: `评分须为 ${RATING_MIN}–${RATING_MAX} 的整数` };
      if (!level.label.trim()) return { field: `${at}.label`, message: `评分 ${level.rating} 的说明不能为空` };
      if (!level.criteria.trim())
        return { field: `${at}.criteria`, message: `评分 ${level.rating} 的评价准则不能为空` };
    }
    const seen = new Set<number>();
    for (const [index, level] of levels.entries()) {
      if (seen.has(level.rating))
        return { field: `${field}.${index}.rating`, message: `评分 ${level.rating} 重复，1–10 每级只能出现一次` };
      seen.add(level.rating);
    }
    const missing: number[] = [];
    for (let rating = RATING_MAX; rating >= RATING_MIN; rating--) if (!seen.has(rating)) missing.push(rating);
    if (missing.length > 0) return { field, message: `缺少评分 ${missing.join('、')}，1–10 每级须各有一条` };
  }
  return null;
}

/** The scales as stored and shown: each from 10 down to 1, texts trimmed. */
export function normalizeRatingScales(scales: RatingScales): RatingScales {
  const order = (levels: RatingScales[RatingScaleKey]) =>
    [...levels]
      .sort((a, b) => b.rating - a.rating)
      .map((l) => ({ rating: l.rating, label: l.label.trim(), criteria: l.criteria.trim() }));
  return { severity: order(scales.severity), occurrence: order(scales.occurrence), detection: order(scales.detection) };
}
