/**
 * Route access as the shell spec states it (§6): every listed permission is needed.
 * A route that lists none is open to all.
 */
export function hasAllPermissions(granted: ReadonlySet<string>, required: readonly string[]): boolean {
  return required.every((key) => granted.has(key));
}

/**
 * The other reading (modules spec §6): a route shows if any listed permission is held.
 * A route that lists none is open to all.
 */
export function hasAnyPermission(granted: ReadonlySet<string>, required: readonly string[]): boolean {
  return required.length === 0 || required.some((key) => granted.has(key));
}
