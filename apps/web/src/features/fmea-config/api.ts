import {
  changeFmeaConfigure,
  type FmeaGeneralConfig,
  type FmeaKindConfig,
  getDfmeaConfigure,
  getFmeaConfigure,
  updateDfmeaConfigure,
} from '@qis/shared';
import { callEndpoint } from '../../shell/call-endpoint';

export const fetchGeneralConfig = () => callEndpoint(getFmeaConfigure);
export const saveGeneralConfig = (body: FmeaGeneralConfig & { version: number }) =>
  callEndpoint(changeFmeaConfigure, { body });
export const fetchDfmeaConfig = () => callEndpoint(getDfmeaConfigure);
export const saveDfmeaConfig = (body: FmeaKindConfig & { version: number }) =>
  callEndpoint(updateDfmeaConfigure, { body });
