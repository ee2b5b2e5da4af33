import { DEFAULT_ORGANIZATION_LEVEL_NAMES, type OrganizationSettingDto } from '@qis/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { organizationSettings, organizations } from '../../db/tables';
import type { Transaction } from '../../platform/db/database';
import { badRequest, conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';

/** The jsonb document of organization_settings.settings. */
const StoredSettings = z.object({
  levelNames: z.array(z.string()).optional(),
  defaultOrganizationId: z.string().nullable().optional(),
});

async function organizationName(tx: Transaction, id: string): Promise<string | undefined> {
  const [row] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id));
  return row?.name;
}

/**
 * The tenant's organization settings (row-level security confines the read to the caller's tenant); defaults until
 * first saved. A default organization deleted since counts as none.
 */
export async function organizationSetting(tx: Transaction): Promise<OrganizationSettingDto> {
  const [row] = await tx.select().from(organizationSettings);
  const stored = StoredSettings.safeParse(row?.settings ?? {});
  const settings = stored.success ? stored.data : {};
  const levelNames = settings.levelNames?.length ? settings.levelNames : [...DEFAULT_ORGANIZATION_LEVEL_NAMES];
  const name = settings.defaultOrganizationId ? await organizationName(tx, settings.defaultOrganizationId) : undefined;
  return {
    levelNames,
    defaultOrganizationId: name === undefined ? null : (settings.defaultOrganizationId ?? null),
    defaultOrganizationName: name ?? null,
    version: row?.version ?? 0,
  };
}

export async function saveOrganizationSetting(
  ctx: UserContext,
  input: { levelNames: string[]; defaultOrganizationId: string | null; version: number },
): Promise<OrganizationSettingDto> {
  if (input.levelNames.length === 0) throw badRequest('参数 levelNames 无效：请至少填写一个组织层级名称');
  const repeated = input.levelNames.find((name, i) => input.levelNames.indexOf(name) !== i);
  if (repeated !== undefined) throw badRequest(`参数 levelNames 无效：层级名称「${repeated}」重复`);
  const defaultOrganizationName = input.defaultOrganizationId
    ? await organizationName(ctx.tx, input.defaultOrganizationId)
    : null;
  if (defaultOrganizationName === undefined) throw badRequest('参数 defaultOrganizationId 无效：组织不存在');

  const before = await organizationSetting(ctx.tx);
  if (before.version !== input.version) throw conflict();
  const settings = { levelNames: input.levelNames, defaultOrganizationId: input.defaultOrganizationId };
  const [row] =
    before.version === 0
      ? await ctx.tx
          .insert(organizationSettings)
          .values({ tenantId: ctx.principal.tenantId, settings })
          .onConflictDoNothing()
          .returning({ version: organizationSettings.version })
      : await ctx.tx
          .update(organizationSettings)
          .set({ settings, version: sql`${organizationSettings.version} + 1`, updatedAt: new Date() })
          .where(eq(organizationSettings.version, input.version))
          .returning({ version: organizationSettings.version });
  if (!row) throw conflict();
  const after: OrganizationSettingDto = { ...settings, defaultOrganizationName, version: row.version };
  ctx.recordChange({
    entity: 'organizationSetting',
    entityId: ctx.principal.tenantId,
    before: before.version === 0 ? undefined : before,
    after,
  });
  return after;
}
