import {
  findModuleByCode,
  SINGLE_SYSTEM_HOMES,
  type SingleSystemModuleDto,
  type SingleSystemModuleOption,
  type SystemInfo,
} from '@qis/shared';
import { eq } from 'drizzle-orm';
import { systemSettings } from '../../db/tables';
import type { AppConfig } from '../../platform/config';
import type { DbExecutor } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, conflict, forbidden } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { checkIdentitySettings, effectiveIdentitySettings } from './identity-server-settings';

type SettingsRow = typeof systemSettings.$inferSelect;
type SettingsValues = Partial<Omit<SettingsRow, 'id' | 'version' | 'updatedAt'>>;

/** The one deployment-wide row. */
const SETTINGS_ID = 1;

async function readSettings(db: DbExecutor): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, SETTINGS_ID));
  return row;
}

/** System info as clients see it: the stored values, the configuration where none is stored. */
function toSystemInfo(config: AppConfig, row: SettingsRow | undefined): SystemInfo {
  const identity = effectiveIdentitySettings(config, row);
  return {
    name: row?.name ?? '',
    title: row?.title ?? '',
    isSingleSystem: row?.isSingleSystem ?? false,
    singleSystemModule: row?.singleSystemModule ?? null,
    loginType: row?.loginType === 0 ? 0 : 1,
    identityServerPort: identity.port,
    identityServerPrefix: identity.prefix,
    authority: identity.authority,
    clientId: identity.clientId,
    companyName: row?.companyName ?? '',
    isAddDataBase: row?.isAddDataBase ?? false,
    version: row?.version ?? 0,
  };
}

export async function systemInfo(db: DbExecutor, config: AppConfig): Promise<SystemInfo> {
  return toSystemInfo(config, await readSettings(db));
}

function assertHostTenant(ctx: UserContext) {
  // Deployment-wide settings reach every tenant: only the host tenant (the default one) changes them.
  if (!ctx.principal.isHostTenant) throw forbidden('系统信息、登录设置和单系统模式对所有租户生效，只能由主租户修改');
}

/** Writes the row if it still has the version the caller read (0: none saved yet), else 409. */
async function saveSettings(ctx: UserContext, version: number, values: SettingsValues): Promise<SettingsRow> {
  const before = await readSettings(ctx.tx);
  if ((before?.version ?? 0) !== version) throw conflict();
  const [after] = before
    ? [await updateVersioned(ctx.tx, systemSettings, String(SETTINGS_ID), version, values)]
    : // Two first saves at once: the primary key lets one in, the other gets the conflict.
      await ctx.tx
        .insert(systemSettings)
        .values({ id: SETTINGS_ID, name: '', companyName: '', ...values })
        .onConflictDoNothing()
        .returning();
  if (!after) throw conflict();
  const { updatedAt: _before, ...beforeValues } = before ?? ({} as Partial<SettingsRow>);
  const { updatedAt: _after, ...afterValues } = after;
  ctx.recordChange({
    entity: 'systemSettings',
    entityId: String(SETTINGS_ID),
    before: before ? beforeValues : undefined,
    after: afterValues,
  });
  return after;
}

export async function saveSystemInfo(
  ctx: UserContext,
  input: { name: string; companyName: string; title: string; version: number },
): Promise<SystemInfo> {
  assertHostTenant(ctx);
  const row = await saveSettings(ctx, input.version, {
    name: input.name,
    companyName: input.companyName,
    title: input.title || null,
  });
  return toSystemInfo(ctx.services.config, row);
}

export async function saveLoginSetting(
  ctx: UserContext,
  input: {
    loginType: 0 | 1;
    identityServerPort: number;
    identityServerPrefix: string;
    clientId: string;
    version: number;
  },
): Promise<SystemInfo> {
  assertHostTenant(ctx);
  const prefix = checkIdentitySettings(ctx.services.config, input);
  const row = await saveSettings(ctx, input.version, {
    loginType: input.loginType,
    identityServerPort: input.identityServerPort,
    identityServerPrefix: prefix,
    clientId: input.clientId,
  });
  return toSystemInfo(ctx.services.config, row);
}

const toSingleSystem = (row: SettingsRow | undefined): SingleSystemModuleDto => ({
  isSingleSystem: row?.isSingleSystem ?? false,
  singleSystemModule: row?.singleSystemModule ?? null,
  version: row?.version ?? 0,
});

export async function singleSystemModule(ctx: UserContext): Promise<SingleSystemModuleDto> {
  return toSingleSystem(await readSettings(ctx.tx));
}

export async function saveSingleSystemModule(
  ctx: UserContext,
  input: { isSingleSystem: boolean; singleSystemModule: number | null; version: number },
): Promise<SingleSystemModuleDto> {
  assertHostTenant(ctx);
  const code = input.singleSystemModule;
  if (code !== null && !SINGLE_SYSTEM_HOMES[code])
    throw badRequest(`参数 singleSystemModule 无效：模块 ${code} 不能作为单系统模块（可选 101-107）`);
  if (input.isSingleSystem && code === null) throw badRequest('参数 singleSystemModule 无效：请选择单系统模块');
  const row = await saveSettings(ctx, input.version, {
    isSingleSystem: input.isSingleSystem,
    singleSystemModule: code,
  });
  return toSingleSystem(row);
}

/** The modules single-system mode offers (SINGLE_SYSTEM_HOMES), named from the module catalogue. */
export function singleSystemModules(): SingleSystemModuleOption[] {
  return Object.entries(SINGLE_SYSTEM_HOMES).map(([code, home]) => {
    const module = findModuleByCode(Number(code));
    return {
      moduleCode: Number(code),
      moduleName: module?.name ?? home,
      home,
      isCannotDevelop: !module?.built,
    };
  });
}
