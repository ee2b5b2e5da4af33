import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type AppSettings,
  DEFAULT_ORGANIZATION_LEVEL_NAMES,
  type OrganizationSettingDto,
  SINGLE_SYSTEM_HOMES,
  type SingleSystemModuleDto,
  type SingleSystemModuleOption,
  type SystemInfo,
} from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createTenantWithAdmin, createUser, tenantIdByName } from '../../../test/factories';
import { operationLogs, organizations } from '../../db/tables';
import { loadConfig } from '../../platform/config';
import { checkIdentitySettings, effectiveIdentitySettings, embeddedIdentityServer } from './identity-server-settings';

let t: TestApp;
let tenantA: string;
let adminToken: string;
let tenantBToken: string;
let readerToken: string; // SystemManager.BasicSetting query/get, no edit
let plainToken: string; // zhangwei: no system permission

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenantA = await tenantIdByName(db);
  const readerRole = await createRole(db, {
    tenantId: tenantA,
    name: '设置查看',
    grants: { 'SystemManager.BasicSetting': ['query', 'get'] },
  });
  await createUser(db, { tenantId: tenantA, userName: 'settings.reader', password: 'Reader@123' }, [readerRole]);
  await createTenantWithAdmin(db, {
    name: 'settings-b',
    adminUserName: 'admin',
    adminPassword: 'TenantB@456',
  });
  adminToken = await t.login('admin', 'Admin@123');
  tenantBToken = await t.login('admin', 'TenantB@456', 'settings-b');
  readerToken = await t.login('settings.reader', 'Reader@123');
  plainToken = await t.login('zhangwei', 'Quality@123');
});
afterAll(() => t?.close());

const { call, data, refused } = apiClient(() => t);
const get = (url: string, token?: string) => call(token, 'GET', `/qis/api/app/${url}`);
const post = (url: string, token: string, payload: Record<string, unknown>) =>
  call(token, 'POST', `/qis/api/app/${url}`, payload);

const publicInfo = async () => data<SystemInfo>(await get('systemInfo/systemInfo'));
const appSettings = async (token = adminToken) => data<AppSettings>(await get('Common/GetAppsetting', token));

const LOGIN_DEFAULTS = {
  loginType: 1,
  identityServerPort: 8080,
  identityServerPrefix: '/identity',
  clientId: 'qis-web',
};

describe('GET systemInfo/systemInfo (public, before sign-in)', () => {
  it('answers the seeded settings, the configuration’s identity server and the row version, without a token', async () => {
    expect(await publicInfo()).toEqual({
      name: '质量信息系统',
      title: '',
      isSingleSystem: false,
      singleSystemModule: null,
      loginType: 1,
      identityServerPort: 8080,
      identityServerPrefix: '/identity',
      authority: 'http://127.0.0.1:8080/identity',
      clientId: 'qis-web',
      companyName: '苏州恒信精密机械有限公司',
      isAddDataBase: false,
      version: 1,
    });
  });
});

describe('POST systemInfo/creatOrEditSystemInfo', () => {
  it('saves name, company name and title; the public call and the operation log show them', async () => {
    const { version } = await publicInfo();
    const saved = data<SystemInfo>(
      await post('systemInfo/creatOrEditSystemInfo', adminToken, {
        name: '  恒信质量平台 ',
        companyName: '恒信精密',
        title: '恒信 QIS',
        version,
      }),
    );
    expect(saved).toMatchObject({
      name: '恒信质量平台',
      companyName: '恒信精密',
      title: '恒信 QIS',
      version: version + 1,
    });
    expect(await publicInfo()).toMatchObject({ name: '恒信质量平台', companyName: '恒信精密', title: '恒信 QIS' });
    const [log] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.endpoint, 'creatOrEditSystemInfo'), eq(operationLogs.tenantId, tenantA)));
    expect(JSON.stringify(log?.changes)).toContain('恒信质量平台');
  });

  it('keeps an empty title empty: the system name is then the page title', async () => {
    const { version, name, companyName } = await publicInfo();
    const saved = data<SystemInfo>(
      await post('systemInfo/creatOrEditSystemInfo', adminToken, { name, companyName, title: '', version }),
    );
    expect(saved.title).toBe('');
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const { version } = await publicInfo();
    await refused(
      () =>
        post('systemInfo/creatOrEditSystemInfo', adminToken, {
          name: 'X',
          companyName: 'Y',
          title: '',
          version: version - 1,
        }),
      { status: 409, message: '数据已被他人修改，请刷新后重试' },
    );
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const { version } = await publicInfo();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ', companyName: 'Y', title: '', version }, '参数 name 无效：请输入系统名称'],
      [{ name: 'X', companyName: '', title: '', version }, '参数 companyName 无效：请输入公司名称'],
      [{ name: 'X'.repeat(51), companyName: 'Y', title: '', version }, '参数 name 无效：系统名称最多 50 个字符'],
      [{ name: 'X', companyName: 'Y', title: 'T'.repeat(51), version }, '参数 title 无效：标题最多 50 个字符'],
    ];
    for (const [payload, message] of cases)
      await refused(() => post('systemInfo/creatOrEditSystemInfo', adminToken, payload), {
        status: 400,
        message,
      });
  });

  it('refuses a holder of only query/get (403)', async () => {
    const { version } = await publicInfo();
    await refused(
      () => post('systemInfo/creatOrEditSystemInfo', readerToken, { name: 'X', companyName: 'Y', title: '', version }),
      { status: 403, message: '抱歉，你无权访问该资源' },
    );
  });
});

describe('POST systemInfo/creatOrEditLoginSetting', () => {
  it('switches to login type 0: the public call, GetAppsetting and the login page’s source all say so', async () => {
    const { version } = await publicInfo();
    const saved = data<SystemInfo>(
      await post('systemInfo/creatOrEditLoginSetting', adminToken, { ...LOGIN_DEFAULTS, loginType: 0, version }),
    );
    expect(saved).toMatchObject({ loginType: 0, version: version + 1 });
    expect(await publicInfo()).toMatchObject({ ...LOGIN_DEFAULTS, loginType: 0 });
    expect((await appSettings(plainToken)).loginType).toBe(0);
  });

  it('leaves administrators a way back in login type 0: password sign-in and the identity server’s own page', async () => {
    expect((await publicInfo()).loginType).toBe(0);
    // Password sign-in at the identity server (what /user/login uses) still answers a token.
    const token = await t.login('admin', 'Admin@123');
    expect(token).toBeTruthy();
    // The authorization endpoint leads to the embedded identity server's Chinese sign-in page.
    const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
    const query = new URLSearchParams({
      client_id: 'qis-web',
      response_type: 'code',
      scope: 'openid profile',
      redirect_uri: 'http://127.0.0.1:8080/oidc-callback',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const authorize = await t.app.inject({ url: `/identity/connect/authorize?${query}` });
    expect(authorize.statusCode, authorize.body).toBe(303);
    const cookie = authorize.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const page = await t.app.inject({
      url: new URL(authorize.headers.location as string, 'http://127.0.0.1:8080').pathname,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('用户名');

    const { version } = await publicInfo();
    data(await post('systemInfo/creatOrEditLoginSetting', token, { ...LOGIN_DEFAULTS, version }));
    expect((await publicInfo()).loginType).toBe(1);
  });

  it('normalizes a trailing slash of the prefix', async () => {
    const { version } = await publicInfo();
    const saved = data<SystemInfo>(
      await post('systemInfo/creatOrEditLoginSetting', adminToken, {
        ...LOGIN_DEFAULTS,
        identityServerPrefix: '/identity/',
        version,
      }),
    );
    expect(saved.identityServerPrefix).toBe('/identity');
  });

  it('refuses bad ports, prefixes and client ids with 400 naming the field, and writes nothing', async () => {
    const { version } = await publicInfo();
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ identityServerPort: 0 }, '参数 identityServerPort 无效：端口须为 1-65535 的整数'],
      [{ identityServerPort: 65536 }, '参数 identityServerPort 无效：端口须为 1-65535 的整数'],
      [{ identityServerPort: 80.5 }, '参数 identityServerPort 无效：端口须为 1-65535 的整数'],
      [{ identityServerPort: '8080' }, '参数 identityServerPort 无效：端口须为 1-65535 的整数'],
      [{ identityServerPrefix: 'identity' }, '参数 identityServerPrefix 无效：前缀须为以 / 开头的路径，如 /identity'],
      [{ identityServerPrefix: '/' }, '参数 identityServerPrefix 无效：前缀须为以 / 开头的路径，如 /identity'],
      [{ identityServerPrefix: '/a b' }, '参数 identityServerPrefix 无效：前缀须为以 / 开头的路径，如 /identity'],
      [{ identityServerPrefix: '' }, '参数 identityServerPrefix 无效：请输入身份服务器前缀'],
      [{ clientId: '   ' }, '参数 clientId 无效：请输入客户端ID'],
      [{ loginType: 2 }, /^参数 loginType 无效：/],
      // The embedded identity server answers only where the deployment put it.
      [{ identityServerPort: 9443 }, '参数 identityServerPort 无效：内置身份服务器的端口为 8080'],
      [{ identityServerPrefix: '/sso' }, '参数 identityServerPrefix 无效：内置身份服务器的前缀为 /identity'],
      [{ clientId: 'other-client' }, '参数 clientId 无效：内置身份服务器的客户端ID为 qis-web'],
    ];
    for (const [change, message] of cases)
      await refused(
        () => post('systemInfo/creatOrEditLoginSetting', adminToken, { ...LOGIN_DEFAULTS, ...change, version }),
        { status: 400, message },
      );
  });

  it('refuses a stale version with 409', async () => {
    const { version } = await publicInfo();
    await refused(
      () =>
        post('systemInfo/creatOrEditLoginSetting', adminToken, {
          ...LOGIN_DEFAULTS,
          loginType: 0,
          version: version + 3,
        }),
      { status: 409, message: '数据已被他人修改，请刷新后重试' },
    );
    expect((await publicInfo()).loginType).toBe(1);
  });
});

describe('identity server settings (pure)', () => {
  const config = (env: Record<string, string>) => loadConfig({ PORT: '8080', ...env });

  it('offers the embedded server’s public port and IDENTITY_PORT, its prefix and client', () => {
    const behindProxy = config({ PUBLIC_URL: 'https://qis.example.com', IDENTITY_PORT: '44310' });
    expect(embeddedIdentityServer(behindProxy)).toEqual({
      ports: [44310, 443],
      prefix: '/identity',
      clientId: 'qis-web',
    });
    expect(effectiveIdentitySettings(behindProxy, undefined)).toEqual({
      port: 44310,
      prefix: '/identity',
      clientId: 'qis-web',
      authority: 'https://qis.example.com:44310/identity',
    });
    const stored = { identityServerPort: 443, identityServerPrefix: '/identity', clientId: 'qis-web' };
    expect(effectiveIdentitySettings(behindProxy, stored).authority).toBe('https://qis.example.com/identity');
  });

  it('lets the configuration win over stored values the embedded server no longer answers at', () => {
    const stored = { identityServerPort: 9000, identityServerPrefix: '/old', clientId: 'old' };
    expect(effectiveIdentitySettings(config({}), stored)).toMatchObject({
      port: 8080,
      prefix: '/identity',
      clientId: 'qis-web',
    });
  });

  it('takes any well-formed values for another identity provider, stored values first', () => {
    const external = config({ OIDC_AUTHORITY: 'https://sso.example.com/realms/qis' });
    expect(embeddedIdentityServer(external)).toBeNull();
    const input = { identityServerPort: 44310, identityServerPrefix: '/auth/', clientId: 'qis-spa' };
    expect(checkIdentitySettings(external, input)).toBe('/auth');
    expect(
      effectiveIdentitySettings(external, {
        identityServerPort: 44310,
        identityServerPrefix: '/auth',
        clientId: 'qis-spa',
      }),
    ).toEqual({ port: 44310, prefix: '/auth', clientId: 'qis-spa', authority: 'https://sso.example.com/realms/qis' });
  });
});

describe('single-system mode', () => {
  it('lists the modules 101–107 with their names and homes', async () => {
    const options = data<SingleSystemModuleOption[]>(await get('systemInfo/singleSystemModules', readerToken));
    expect(options.map((o: { moduleCode: number }) => o.moduleCode)).toEqual([101, 102, 103, 104, 105, 106, 107]);
    expect(options[0]).toEqual({ moduleCode: 101, moduleName: 'FMEA', home: '/fmeaOverview', isCannotDevelop: false });
    for (const option of options) expect(option.home).toBe(SINGLE_SYSTEM_HOMES[option.moduleCode]);
  });

  it('turns it on with a module: GET singleSystemModule, the public call and GetAppsetting show it', async () => {
    const before = data<SingleSystemModuleDto>(await get('systemInfo/singleSystemModule', readerToken));
    expect(before).toMatchObject({ isSingleSystem: false, singleSystemModule: null });
    const saved = data<SingleSystemModuleDto>(
      await post('systemInfo/creatOrEditSingleSystemModule', adminToken, {
        isSingleSystem: true,
        singleSystemModule: 105,
        version: before.version,
      }),
    );
    expect(saved).toEqual({ isSingleSystem: true, singleSystemModule: 105, version: before.version + 1 });
    expect(await publicInfo()).toMatchObject({ isSingleSystem: true, singleSystemModule: 105 });
    expect(await appSettings(plainToken)).toMatchObject({ isSingleSystem: true, singleSystemHome: '/statisticsTool' });

    const off = data<SingleSystemModuleDto>(
      await post('systemInfo/creatOrEditSingleSystemModule', adminToken, {
        isSingleSystem: false,
        singleSystemModule: 105,
        version: saved.version,
      }),
    );
    expect(off.isSingleSystem).toBe(false);
    expect((await appSettings(plainToken)).singleSystemHome).toBeNull();
  });

  it('refuses an unknown module code (108), a missing module and a stale version, writing nothing', async () => {
    const { version } = data<SingleSystemModuleDto>(await get('systemInfo/singleSystemModule', adminToken));
    const save = (body: Record<string, unknown>) =>
      post('systemInfo/creatOrEditSingleSystemModule', adminToken, { version, ...body });
    await refused(() => save({ isSingleSystem: true, singleSystemModule: 108 }), {
      status: 400,
      message: '参数 singleSystemModule 无效：模块 108 不能作为单系统模块（可选 101-107）',
    });
    await refused(() => save({ isSingleSystem: false, singleSystemModule: 1 }), {
      status: 400,
      message: '参数 singleSystemModule 无效：模块 1 不能作为单系统模块（可选 101-107）',
    });
    await refused(() => save({ isSingleSystem: true, singleSystemModule: null }), {
      status: 400,
      message: '参数 singleSystemModule 无效：请选择单系统模块',
    });
    await refused(() => save({ isSingleSystem: true, singleSystemModule: 101, version: version - 1 }), {
      status: 409,
      message: '数据已被他人修改，请刷新后重试',
    });
  });
});

describe('organization settings (per tenant)', () => {
  let qualityDepartment: string;
  beforeAll(async () => {
    const [row] = await t.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenantA), eq(organizations.name, '质量部')));
    qualityDepartment = row?.id as string;
  });

  it('answers the defaults until first saved', async () => {
    expect(data<OrganizationSettingDto>(await get('systemInfo/organizationSetting', readerToken))).toEqual({
      levelNames: [...DEFAULT_ORGANIZATION_LEVEL_NAMES],
      defaultOrganizationId: null,
      defaultOrganizationName: null,
      version: 0,
    });
  });

  it('saves level names and the default organization; GetAppsetting hands them to every user', async () => {
    const saved = data<OrganizationSettingDto>(
      await post('systemInfo/creatOrEditOrganizationSetting', adminToken, {
        levelNames: ['公司', '部门', '科室'],
        defaultOrganizationId: qualityDepartment,
        version: 0,
      }),
    );
    expect(saved).toEqual({
      levelNames: ['公司', '部门', '科室'],
      defaultOrganizationId: qualityDepartment,
      defaultOrganizationName: '质量部',
      version: 1,
    });
    expect((await appSettings(plainToken)).organizationSetting).toEqual({
      levelNames: ['公司', '部门', '科室'],
      defaultOrganizationId: qualityDepartment,
    });
    const again = data<OrganizationSettingDto>(
      await post('systemInfo/creatOrEditOrganizationSetting', adminToken, {
        levelNames: ['集团', '公司'],
        defaultOrganizationId: null,
        version: 1,
      }),
    );
    expect(again).toMatchObject({ levelNames: ['集团', '公司'], defaultOrganizationId: null, version: 2 });
  });

  it('refuses bad input and a stale version, writing nothing', async () => {
    const { version } = data<OrganizationSettingDto>(await get('systemInfo/organizationSetting', adminToken));
    const save = (body: Record<string, unknown>) =>
      post('systemInfo/creatOrEditOrganizationSetting', adminToken, {
        levelNames: ['公司'],
        defaultOrganizationId: null,
        version,
        ...body,
      });
    await refused(() => save({ levelNames: [] }), {
      status: 400,
      message: '参数 levelNames 无效：请至少填写一个组织层级名称',
    });
    await refused(() => save({ levelNames: ['公司', ' 公司'] }), {
      status: 400,
      message: '参数 levelNames 无效：层级名称「公司」重复',
    });
    await refused(() => save({ levelNames: ['公司', ''] }), {
      status: 400,
      message: '参数 levelNames.1 无效：层级名称不能为空',
    });
    await refused(() => save({ levelNames: Array.from({ length: 9 }, (_, i) => `L${i}`) }), {
      status: 400,
      message: '参数 levelNames 无效：组织层级最多 8 级',
    });
    await refused(() => save({ defaultOrganizationId: randomUUID() }), {
      status: 400,
      message: '参数 defaultOrganizationId 无效：组织不存在',
    });
    await refused(() => save({ version: version + 1 }), { status: 409, message: '数据已被他人修改，请刷新后重试' });
  });

  it('keeps each tenant’s apart: another tenant neither sees them nor may name this tenant’s organization', async () => {
    expect(data<OrganizationSettingDto>(await get('systemInfo/organizationSetting', tenantBToken))).toMatchObject({
      levelNames: [...DEFAULT_ORGANIZATION_LEVEL_NAMES],
      version: 0,
    });
    await refused(
      () =>
        post('systemInfo/creatOrEditOrganizationSetting', tenantBToken, {
          levelNames: ['公司'],
          defaultOrganizationId: qualityDepartment,
          version: 0,
        }),
      { status: 400, message: '参数 defaultOrganizationId 无效：组织不存在' },
    );
    const saved = data<OrganizationSettingDto>(
      await post('systemInfo/creatOrEditOrganizationSetting', tenantBToken, {
        levelNames: ['总部', '分部'],
        defaultOrganizationId: null,
        version: 0,
      }),
    );
    expect(saved.levelNames).toEqual(['总部', '分部']);
    expect(data<OrganizationSettingDto>(await get('systemInfo/organizationSetting', adminToken)).levelNames).toEqual([
      '集团',
      '公司',
    ]);
  });
});

describe('deployment-wide settings and other tenants', () => {
  it('refuses another tenant’s administrator (403) and writes nothing', async () => {
    const info = await publicInfo();
    const message = '系统信息、登录设置和单系统模式对所有租户生效，只能由主租户修改';
    await refused(
      () =>
        post('systemInfo/creatOrEditSystemInfo', tenantBToken, {
          name: '租户B',
          companyName: 'B',
          title: '',
          version: info.version,
        }),
      { status: 403, message },
    );
    await refused(
      () =>
        post('systemInfo/creatOrEditLoginSetting', tenantBToken, {
          ...LOGIN_DEFAULTS,
          loginType: 0,
          version: info.version,
        }),
      { status: 403, message },
    );
    await refused(
      () =>
        post('systemInfo/creatOrEditSingleSystemModule', tenantBToken, {
          isSingleSystem: true,
          singleSystemModule: 101,
          version: info.version,
        }),
      { status: 403, message },
    );
  });

  it('tells GetAppsetting callers whether they belong to the host tenant', async () => {
    expect((await appSettings(adminToken)).isHostTenant).toBe(true);
    expect((await appSettings(tenantBToken)).isHostTenant).toBe(false);
  });
});

describe('GET Common/GetAppsetting', () => {
  it('answers every signed-in user the login type, uploads, identity server and organization settings', async () => {
    const settings = await appSettings(plainToken);
    expect(settings).toMatchObject({
      name: (await publicInfo()).name,
      loginType: 1,
      isHostTenant: true,
      embeddedIdentityServer: { ports: [8080], prefix: '/identity', clientId: 'qis-web' },
      upload: {
        imageMaxBytes: 2 * 1024 * 1024,
        imageExtensions: ['.jpg', '.jpeg', '.png'],
        importMaxBytes: 20 * 1024 * 1024,
        importExtensions: ['.xls', '.xlsx'],
      },
    });
  });

  it('needs a token (401)', async () => {
    expect((await get('Common/GetAppsetting')).statusCode).toBe(401);
  });
});
