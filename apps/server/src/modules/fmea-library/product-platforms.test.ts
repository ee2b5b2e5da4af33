import { DICTIONARY_CODE_TAKEN, type DictionaryItemOption, P, type ProductPlatformItemDto } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createTenantWithAdmin, createUser, tenantIdByName } from '../../../test/factories';

let t: TestApp;
let admin: string;
let viewer: string; // the platform point's query only
let engineer: string; // no platform point
let tenantB: string;

const { ok, refused } = apiClient(() => t);
const API = '/qis/api/app/ProductPlatform';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  admin = await t.login('admin', 'Admin@123');
  for (const [userName, grants] of [
    ['pp.viewer', { [P.fmea.ProductPlatform.key]: ['query'] }],
    ['pp.engineer', { [P.fmea.MyDFMEA.key]: ['query', 'get', 'edit'] }],
  ] as const) {
    const roleId = await createRole(db, { tenantId, name: `角色-${userName}`, grants: grants as never });
    await createUser(db, { tenantId, userName, password: 'Plat@12345' }, [roleId]);
  }
  viewer = await t.login('pp.viewer', 'Plat@12345');
  engineer = await t.login('pp.engineer', 'Plat@12345');
  await createTenantWithAdmin(db, { name: 'pp-b', adminUserName: 'ppb', adminPassword: 'PlatB@1234' });
  tenantB = await t.login('ppb', 'PlatB@1234', 'pp-b');
});
afterAll(() => t?.close());

const list = (token = admin, query = '') =>
  ok<ProductPlatformItemDto[]>(token, 'GET', `${API}/productPlatformList${query}`);
const choosable = async () =>
  (await ok<{ code: string }[]>(engineer, 'GET', '/qis/api/app/Organization/curUserOrgProductPlatFormList')).map(
    (p) => p.code,
  );

describe('/ProductPlatformManagement: the product platforms', () => {
  it('lists the productPlatform dictionary with the BOMs filed under each', async () => {
    const platforms = await list(viewer);
    expect(platforms.map((p) => p.code)).toEqual(['EPS', 'BRAKE', 'TMS', 'BCM', 'BMS', 'SEAT']);
    expect(platforms.find((p) => p.code === 'BRAKE')).toMatchObject({
      name: '制动系统平台',
      bomCount: 1,
      isActive: true,
    });
    expect((await list(viewer, '?keyword=制动')).map((p) => p.code)).toEqual(['BRAKE']);
  });

  it('adds, renames (409 when stale), disables and enables a platform; pickers follow', async () => {
    const added = await ok<ProductPlatformItemDto>(admin, 'POST', `${API}/createProductPlatform`, {
      code: 'CHASSIS',
      name: '底盘平台',
      description: '悬架与副车架',
    });
    expect(added).toMatchObject({ code: 'CHASSIS', isActive: true, bomCount: 0, version: 1 });
    expect(await choosable()).toContain('CHASSIS');
    await refused(
      admin,
      'POST',
      `${API}/createProductPlatform`,
      { code: 'chassis', name: '重复' },
      business(DICTIONARY_CODE_TAKEN),
    );
    const renamed = await ok<ProductPlatformItemDto>(admin, 'POST', `${API}/editProductPlatform`, {
      id: added.id,
      version: 1,
      name: '底盘系统平台',
    });
    expect(renamed).toMatchObject({ code: 'CHASSIS', name: '底盘系统平台', description: null, version: 2 });
    await refused(admin, 'POST', `${API}/editProductPlatform`, { id: added.id, version: 1, name: 'x' }, failure(409));
    const disabled = await ok<ProductPlatformItemDto>(admin, 'POST', `${API}/disableProductPlatform`, {
      id: added.id,
      version: 2,
    });
    expect(disabled).toMatchObject({ isActive: false, version: 3 });
    expect(await choosable()).not.toContain('CHASSIS');
    expect((await list(admin, '?isActive=false')).map((p) => p.code)).toEqual(['CHASSIS']);
    await ok(admin, 'POST', `${API}/enableProductPlatform`, { id: added.id, version: 3 });
    expect(await choosable()).toContain('CHASSIS');
  });

  it('refuses bad input naming the field, other dictionaries’ items, other tenants and callers without the point', async () => {
    await refused(
      admin,
      'POST',
      `${API}/createProductPlatform`,
      { code: '底盘', name: 'x' },
      failure(400, /^参数 code 无效/),
    );
    await refused(
      admin,
      'POST',
      `${API}/createProductPlatform`,
      { code: 'X1', name: ' ' },
      failure(400, /^参数 name 无效/),
    );
    await refused(
      admin,
      'GET',
      `${API}/productPlatformList?isActive=yes`,
      undefined,
      failure(400, /^参数 isActive 无效/),
    );
    const [customer] = await ok<DictionaryItemOption[]>(
      engineer,
      'GET',
      '/qis/api/app/dataDictionary/selectDataDictionaryItemList?code=customerName',
    );
    await refused(
      admin,
      'POST',
      `${API}/editProductPlatform`,
      { id: customer?.id, version: 1, name: '改名' },
      failure(404),
    );
    const brake = (await list()).find((p) => p.code === 'BRAKE') as ProductPlatformItemDto;
    await refused(
      tenantB,
      'POST',
      `${API}/disableProductPlatform`,
      { id: brake.id, version: brake.version },
      failure(404),
    );
    await refused(engineer, 'GET', `${API}/productPlatformList`, undefined, failure(403));
    await refused(
      viewer,
      'POST',
      `${API}/disableProductPlatform`,
      { id: brake.id, version: brake.version },
      failure(403),
    );
  });
});
