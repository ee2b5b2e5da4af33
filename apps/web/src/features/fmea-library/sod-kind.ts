import { checkRatingScales, FMEA_KINDS, type FmeaKind, P, type RatingScales, SOD_SCALE_NAMES } from '@qis/shared';
import dayjs from 'dayjs';
import { t } from '../../locales';

/**
 * The kinds whose SOD standards have their screens: DFMEA (/DFMEAstandard, /sod/{id}, /addSod), PFMEA (/PFMEAstandard
 * …) and FMEA-MSR's SFM standards (severity, frequency, monitoring: /sfm/{id}, /addSfm, listed on /DFMEAstandard's
 * SFM tab, spec §2 names no list route of their own).
 */
export type SodPageKind = FmeaKind;

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

/** The tab of /DFMEAstandard that lists the SFM standards. */
export const SFM_TAB = 'sfm';

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
  [FMEA_KINDS.msr]: {
    label: 'FMEA-MSR（SFM）',
    list: `/DFMEAstandard?tab=${SFM_TAB}`,
    detail: (id) => `/sfm/${id}`,
    add: '/addSfm',
    point: P.fmea.SFMStandard.key,
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
