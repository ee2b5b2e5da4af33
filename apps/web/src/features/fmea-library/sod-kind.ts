import { checkRatingScales, type FmeaKind, type RatingScales, SOD_SCALE_NAMES } from '@qis/shared';
import dayjs from 'dayjs';
import { t } from '../../locales';

/** The DFMEA screens' kind (/DFMEAstandard, /sod/{id}, /addSod). */
export const DFMEA_KIND: FmeaKind = 0;

export const formatTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** The client's check of the scales before a save: the field it names and a message naming the scale, or null. */
export function scalesProblem(kind: FmeaKind, scales: RatingScales): { field: string; message: string } | null {
  const problem = checkRatingScales(scales);
  if (!problem) return null;
  const key = problem.field.split('.')[1] as keyof RatingScales;
  return {
    field: problem.field,
    message: t('fmeaLibrary.sod.invalid', { scale: SOD_SCALE_NAMES[kind][key], message: problem.message }),
  };
}
