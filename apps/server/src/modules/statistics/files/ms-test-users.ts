import { PLUGIN_IDS } from '@qis/shared';
import type { TestApp } from '../../../../test/build-app';
import { createTenantWithAdmin, createToolUser, tenantIdByName } from '../../../../test/factories';

/** The callers of the my-files tests: two users of the tools in one tenant, another tenant, a tenant without plugin 1013. */
export interface MsTestUsers {
  /** A user of the statistics and seven-tools modules (createToolUser: every point of theirs). */
  mine: string;
  /** Another user of the same tenant. */
  colleague: string;
  otherTenant: string;
  noPlugin: string;
}

export async function signInMsTestUsers(t: TestApp, prefix: string): Promise<MsTestUsers> {
  const db = t.database.db;
  const password = 'Stat@1234';
  const tenantA = await tenantIdByName(db);
  await createToolUser(db, { tenantId: tenantA, userName: `${prefix}a`, password });
  await createToolUser(db, { tenantId: tenantA, userName: `${prefix}c`, password });
  await createTenantWithAdmin(db, { name: `${prefix}乙`, adminUserName: `${prefix}b`, adminPassword: password });
  await createTenantWithAdmin(db, {
    name: `${prefix}无统计`,
    adminUserName: `${prefix}n`,
    adminPassword: password,
    pluginIds: Object.values(PLUGIN_IDS).filter((id) => id !== PLUGIN_IDS.statistics),
  });
  return {
    mine: await t.login(`${prefix}a`, password),
    colleague: await t.login(`${prefix}c`, password),
    otherTenant: await t.login(`${prefix}b`, password, `${prefix}乙`),
    noPlugin: await t.login(`${prefix}n`, password, `${prefix}无统计`),
  };
}
