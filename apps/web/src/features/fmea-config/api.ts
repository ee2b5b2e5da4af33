import {
  changeFmeaConfigure,
  type FmeaGeneralConfig,
  type FmeaKindConfig,
  getDfmeaConfigure,
  getFmeaConfigure,
  getMsrConfigure,
  getPfmeaDisplayConfigure,
  type PfmeaDisplayConfig,
  updateDfmeaConfigure,
  updateMsrConfigure,
  updatePfmeaDisplayConfigure,
} from '@qis/shared';
import { callEndpoint } from '../../shell/call-endpoint';

export const fetchGeneralConfig = () => callEndpoint(getFmeaConfigure);
export const saveGeneralConfig = (body: FmeaGeneralConfig & { version: number }) =>
  callEndpoint(changeFmeaConfigure, { body });
export const fetchDfmeaConfig = () => callEndpoint(getDfmeaConfigure);
export const saveDfmeaConfig = (body: FmeaKindConfig & { version: number }) =>
  callEndpoint(updateDfmeaConfigure, { body });
export const fetchMsrConfig = () => callEndpoint(getMsrConfigure);
export const saveMsrConfig = (body: FmeaKindConfig & { version: number }) => callEndpoint(updateMsrConfigure, { body });
/** This sign-in session's PFMEA display configuration (pFMEAConfigure). */
export const fetchPfmeaDisplay = () => callEndpoint(getPfmeaDisplayConfigure);
export const savePfmeaDisplay = (body: PfmeaDisplayConfig & { version: number }) =>
  callEndpoint(updatePfmeaDisplayConfigure, { body });
