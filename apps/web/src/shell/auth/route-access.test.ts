import { describe, expect, it } from 'vitest';
import { decideSignIn } from './route-access';
import { canUseButton, decideAccess, grantedPermissions, singleSystemHome } from './route-permissions';

const base = { search: '', isPublic: false, hasToken: false, loginType: 1 as const };

describe('sign-in guard (spec §4)', () => {
  it('lets public routes pass without a token in both modes', () => {
    for (const loginType of [0, 1] as const) {
      expect(decideSignIn({ ...base, path: '/user/retrievePassword', isPublic: true, loginType })).toEqual({
        kind: 'allow',
      });
    }
  });

  it('sends an already signed-in password user from the login page home', () => {
    expect(decideSignIn({ ...base, path: '/user/login', isPublic: true, hasToken: true })).toEqual({
      kind: 'redirect',
      to: '/analysis',
    });
  });

  it('password mode without a token goes to the login page remembering the target', () => {
    expect(decideSignIn({ ...base, path: '/myself/baseSetting', search: '?tab=1' })).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Fmyself%2FbaseSetting%3Ftab%3D1',
    });
  });

  it('single sign-on without a session goes to the identity server, except on /out and silent renew', () => {
    expect(decideSignIn({ ...base, path: '/analysis', loginType: 0 })).toEqual({ kind: 'identity-server' });
    expect(decideSignIn({ ...base, path: '/out', loginType: 0 })).toEqual({ kind: 'allow' });
    expect(decideSignIn({ ...base, path: '/silent-renew-oidc.html', loginType: 0 })).toEqual({ kind: 'allow' });
  });

  it('a token opens the signed-in area in both modes', () => {
    for (const loginType of [0, 1] as const) {
      expect(decideSignIn({ ...base, path: '/analysis', hasToken: true, loginType })).toEqual({ kind: 'allow' });
    }
  });
});

describe('permission guard (spec §4, §6)', () => {
  const granted = new Set(['Common', 'Dictionary', 'SystemManager']);
  const access = { path: '/Dictionary', required: [], skipPermissionCheck: false, granted, singleSystemHome: null };

  it('opens a route that lists no permission to all', () => {
    expect(decideAccess(access)).toEqual({ kind: 'allow' });
  });

  it('needs every listed permission; one missing sends the user to /analysis', () => {
    expect(decideAccess({ ...access, required: ['SystemManager', 'Dictionary'] })).toEqual({ kind: 'allow' });
    expect(decideAccess({ ...access, required: ['SystemManager', 'permissions'] })).toEqual({
      kind: 'redirect',
      to: '/analysis',
    });
  });

  it('detail pages of my workflows skip the check', () => {
    expect(decideAccess({ ...access, required: ['permissions'], skipPermissionCheck: true })).toEqual({
      kind: 'allow',
    });
  });

  it('single-system mode shows 403 to a user barred from the module home instead of bouncing back', () => {
    expect(
      decideAccess({ ...access, path: '/QFDOverview', required: ['QFDManager'], singleSystemHome: '/QFDOverview' }),
    ).toEqual({ kind: 'redirect', to: '/403' });
  });

  it('single-system mode forwards /analysis to the module home', () => {
    expect(decideAccess({ ...access, path: '/analysis', singleSystemHome: '/QFDOverview' })).toEqual({
      kind: 'redirect',
      to: '/QFDOverview',
    });
  });
});

describe('single-system map (spec §2)', () => {
  it.each([
    [101, '/fmeaOverview'],
    [102, '/QFDOverview'],
    [103, '/myTools'],
    [104, '/myTool'],
    [105, '/statisticsTool'],
    [106, '/QAMOverview'],
    [107, '/fileSystemManageList'],
    ['105', '/statisticsTool'],
  ])('module %s → %s', (code, home) => {
    expect(singleSystemHome({ isSingleSystem: true, singleSystemModule: code })).toBe(home);
  });

  it('no forward when not in single-system mode or for an unknown code', () => {
    expect(singleSystemHome({ isSingleSystem: false, singleSystemModule: 101 })).toBeNull();
    expect(singleSystemHome({ isSingleSystem: true, singleSystemModule: 999 })).toBeNull();
    expect(singleSystemHome(null)).toBeNull();
  });
});

describe('granted points', () => {
  it('always hold Common and add a derived group when a member is held', () => {
    const held = grantedPermissions({
      authorityPointDtos: [{ key: 'DFMEAManager.FunctionLibrary', checked: true }],
    });
    expect(held.has('Common')).toBe(true);
    expect(held.has('DFMEAknowledgeList')).toBe(true);
  });

  it('renders a button only when its point and action are granted', () => {
    const granted = new Set(['Dictionary']);
    const list = [{ permissionId: 'Dictionary', actionList: ['query', 'add'] }];
    expect(canUseButton(list, granted, 'Dictionary', 'add')).toBe(true);
    expect(canUseButton(list, granted, 'Dictionary', 'delete')).toBe(false);
    expect(canUseButton(list, granted, 'Dictionary')).toBe(true);
    expect(canUseButton(list, granted, 'permissions', 'add')).toBe(false);
  });
});
