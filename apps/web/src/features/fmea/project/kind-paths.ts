import { FMEA_PROJECT_ROUTE, type FmeaKind } from '@qis/shared';
import type { MessageKey } from '../../../locales';

/** The routes of each kind's pages (modules spec §2). */
export const KIND_PATHS: Record<
  FmeaKind,
  { create: string; list: string; tasks: string; project: string; history: string }
> = {
  0: {
    create: '/createDFMEA',
    list: '/myProject',
    tasks: '/myProjectList',
    project: FMEA_PROJECT_ROUTE[0],
    history: '/dHistory',
  },
  1: {
    create: '/createPFMEA',
    list: '/myPfmeaProject',
    tasks: '/myPFmeaProjectList',
    project: FMEA_PROJECT_ROUTE[1],
    history: '/pHistory',
  },
  2: {
    create: '/createFMEAMSR',
    list: '/myFMEAMSRProject',
    tasks: '/myFMEAMSRList',
    project: FMEA_PROJECT_ROUTE[2],
    history: '/MSRFHistory',
  },
};

/** A text that names the kind: the DFMEA's key as it is, another kind's with its number (`….1` PFMEA). */
export const kindText = (key: MessageKey, kind: FmeaKind): MessageKey =>
  (kind === 0 ? key : `${key}.${kind}`) as MessageKey;
