import { type FileSpace, PLUGIN_MESSAGES, SPACE_PLUGINS } from '@qis/shared';
import { forbidden } from '../../../platform/http/app-error';
import type { UserContext } from '../../../platform/http/request-context';

// The space gate of my files. The endpoints let in a tenant with any space's plugin (their `plugin` lists all three);
// every service takes a SpaceContext, which only inSpace makes, so no service reads or writes a space whose plugin
// is off for the tenant.

/** A request's context in one space of my files: every query of the services keeps to `space`. */
export interface SpaceContext extends UserContext {
  readonly space: FileSpace;
}

/** The context of a call in `space`; 403 '插件未启用' while the tenant has that space's plugin disabled. */
export function inSpace(ctx: UserContext, space: FileSpace): SpaceContext {
  if (!ctx.principal.pluginIds.has(SPACE_PLUGINS[space])) throw forbidden(PLUGIN_MESSAGES.disabled);
  return { ...ctx, space };
}
