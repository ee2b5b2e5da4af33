import { type FileSpace, isPermissionEnabled, PLUGIN_MESSAGES, SPACE_PLUGINS, scopedRequirement } from '@qis/shared';
import { can } from '../../../platform/auth/principal';
import { forbidden } from '../../../platform/http/app-error';
import type { UserContext } from '../../../platform/http/request-context';

// The space gate of my files. The endpoints let in a tenant with any space's plugin (their `plugin` lists all three);
// every service takes a SpaceContext, which only inSpace makes, so no service reads or writes a space whose plugin
// is off for the tenant.

/** A request's context in one space of my files: every query of the services keeps to `space`. */
export interface SpaceContext extends UserContext {
  readonly space: FileSpace;
}

/**
 * The context of a call in `space`; 403 '插件未启用' while the tenant has that space's plugin disabled, 403 when the
 * call's endpoint declares a scoped access (its action on one of the space's points) the caller's roles do not grant.
 */
export function inSpace(ctx: UserContext, space: FileSpace): SpaceContext {
  if (!ctx.principal.pluginIds.has(SPACE_PLUGINS[space])) throw forbidden(PLUGIN_MESSAGES.disabled);
  requireScopedAccess(ctx, space);
  return { ...ctx, space };
}

/**
 * The permission part of a call shared by several spaces (or both seven-tools sets): the request's endpoint declares
 * `scopedAccess` (access 'user' lets every signed-in user in), and the caller needs that action on the point of the
 * space the request names. An endpoint with a plain `access` was checked before the handler ran.
 */
export function requireScopedAccess(ctx: UserContext, space: FileSpace): void {
  const scoped = ctx.request?.routeOptions.config.endpoint?.scopedAccess;
  if (!scoped) return;
  const requirement = scopedRequirement(scoped, space);
  if (!isPermissionEnabled(requirement.permission, ctx.principal.pluginIds)) throw forbidden(PLUGIN_MESSAGES.disabled);
  if (!can(ctx.principal, requirement)) throw forbidden();
}
