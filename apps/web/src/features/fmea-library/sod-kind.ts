import { checkRatingScales, FMEA_KINDS, type FmeaKind, P, type RatingScales, SOD_SCALE_NAMES } from '@qis/shared';
import dayjs from 'dayjs';
import { t } from '../../locales';

/** The kinds whose SOD standards have their screens: DFMEA (/DFMEAstandard …) and PFMEA (/PFMEAstandard …). */
export type SodPageKind = typeof FMEA_KINDS.dfmea | typeof FMEA_KINDS.pfmea;

/** The DFMEA screens' kind (/DFMEAstandard, /sod/{id}, /addSod). */
export const DFMEA_KIND: SodPageKind = FMEA_KINDS.dfmea;

/** Where each kind's standard screens are (modules spec §2) and the library point they need. */
export interface SodPages {
  label: string;
  list: string;
  detail: (id: string) => string;
  add: string;
  point: string;
}

export const SOD_PAGES: Record<SodPageKind, SodPages> = {
  [FMEA_KINDS.dfmea]: {
    label: 'DFMEA',
    list: '/DFMEAstandard',
    detail: (id) => `/sod/${id}`,
    add: '/addSod',
    point: P.fmea.SODStandard.key,
  },
  [FMEA_KINDS.pfmea]: {
    label: 'PFMEA',
    list: '/PFMEAstandard',
    detail: (id) => `/pfmeaSod/${id}`,
    add: '/addPfmeaSod',
    point: P.fmea.PFMEASODStandard.key,
  },
};

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
