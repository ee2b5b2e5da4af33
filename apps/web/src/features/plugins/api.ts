import { getModuleManagement, plugDataBase } from '@qis/shared';
import { callEndpoint } from '../../shell/call-endpoint';

/** Calls of plugin management; paths come from the declarations in @qis/shared. */

export const fetchPluginManagement = () => callEndpoint(getModuleManagement);
export const setPluginEnabled = (pluginId: number, isEnabled: boolean) =>
  callEndpoint(plugDataBase, { body: { pluginId, isEnabled } });
