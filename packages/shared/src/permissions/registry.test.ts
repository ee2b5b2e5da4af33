import { describe, expect, it } from 'vitest';
import { STANDARD_ACTIONS } from './define';
import {
  ALL_PERMISSIONS,
  COMMON_PERMISSION,
  DERIVED_GROUPS,
  findPermission,
  hasAllPermissions,
  hasAnyPermission,
  P,
  type PermissionTreeNode,
  permissionTree,
  withDerivedPermissions,
} from './index';

/** Every permission name modules spec §6 writes, letter for letter (prefixes expanded as the spec lists them). */
const MODULES_SPEC_KEYS = [
  'FMEAManager.Pages_ProjectView',
  'FMEAManager.Pages_PartsLibrary',
  'FMEAManager.Pages_BOM',
  'FMEAManager.Pages_Process',
  'FMEAManager.ProductPlatFrom',
  'FMEAManager.Pages_SODStandard',
  'FMEAManager.Pages_SFMStandard',
  'FMEAManager.Pages_SharedFMEA',
  'FMEAManager.ProcessConfigur_FMEA',
  'FMEAManager.Pages_FMEADictionary',
  'FMEAManager.Pages_TypicalFMEA',
  'FMEAManager.Pages_MyDFMEA',
  'FMEAManager.MyPFMEA',
  'FMEAManager.Pages_MyFMEAMSR',
  'HomePageManager',
  'FMEAStatistics_Paged.DFMEAPaged',
  'FMEAStatistics_Paged.PFMEAPaged',
  'FMEAStatistics_Paged.FMEAMSRPaged',
  'BasicsFMEA_Paged.DFMEAPaged',
  'BasicsFMEA_Paged.PFMEAPaged',
  'BasicsFMEA_Paged.FMEAMSRPaged',
  'FamilyFMEA_Paged.DFMEAPaged',
  'FamilyFMEA_Paged.PFMEAPaged',
  'FamilyFMEA_Paged.FMEAMSRPaged',
  'OrdinaryFMEA_Paged.DFMEAPaged',
  'OrdinaryFMEA_Paged.PFMEAPaged',
  'OrdinaryFMEA_Paged.FMEAMSRPaged',
  'DFMEAManager.Pages_DFMEASquare',
  'PFMEAManager.Pages_PFMEASquare',
  'FMEAMSRManager.Pages_FMEAMSRSquare',
  'QAMManager.MyTaskList',
  'QAMManager.StandardTerms',
  'QAMManager.InternalAuditor',
  'QAMManager.TermsQuestion',
  'QAMManager.AnnualPlan',
  'QAMManager.StartAnnualPlan',
  'QAMManager.ExternalAuditPlan',
  'QAMManager.StartExternalAuditPlan',
  'QAMManager.ManagementReviewContent',
  'QAMManager.ManagementReviewPlan',
  'QAMManager.StartManagementReviewPlan',
  'QAMManager.Pages_QAMDictionary',
  'QFDManager.MyQFD_Develop',
  'QFDManager.MyQFD_List',
  'QFDManager.Pages_QFDSquare',
  'QFDManager.ProductPlatFrom',
  'QFDManager.Pages_QFD_BOM',
  'QFDManager.Pages_QFD_PartsLibrary',
  'QFDManager.Pages_QFD_ProcessProcedure',
  'QFDManager.ProcessType',
  'QFDManager.SystemConfigure_QFD',
  'QFDManager.Pages_QFDDictionary',
  'QFDManager.Pages_QFDQuestionTemplate',
  'QFDManager.Pages_TypicalQFD',
  'QFDManager.Pages_SharedQFD',
  'knowledge',
  'DFMEAknowledgeList',
  'PFMEAknowledgeList',
  'DfmeaStandard',
  'pFmeaConfig',
  'qfdKnowledge',
];

/** Every permission name shell spec §6 writes. */
const SHELL_SPEC_KEYS = [
  'Common',
  'permissions',
  'SystemManager.WorkFlow',
  'Dictionary',
  'SystemManager.PlugInManager',
  'AbpTenantManagement.Tenants',
  'SystemManager.MailNotification',
  'SystemManager.LoginLogManager',
  'SystemManager.AuditLogManager',
  'SystemManager.EmailTemplate',
  'HomePageManager',
  'SystemManager.OrganizationManager',
];

/** Entries the administration needs although the spec gives them no key (keys are ours). */
const IMPLIED_SYSTEM_KEYS = [
  'SystemManager.Users',
  'SystemManager.Roles',
  'SystemManager.Posts',
  'SystemManager.BasicSetting',
  'SystemManager.NoticeManagement',
];

const keys = ALL_PERMISSIONS.map((p) => p.key);

function flatten(nodes: readonly PermissionTreeNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...flatten(n.children)]);
}

describe('permission registry', () => {
  it('has unique keys', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a parent entry for every parent', () => {
    for (const p of ALL_PERMISSIONS) if (p.parent !== undefined) expect(keys, p.key).toContain(p.parent);
  });

  it('has no cycles in the parent chain', () => {
    for (const p of ALL_PERMISSIONS) {
      const seen = new Set<string>();
      let at: string | undefined = p.key;
      while (at !== undefined) {
        expect(seen.has(at), p.key).toBe(false);
        seen.add(at);
        at = findPermission(at)?.parent;
      }
    }
  });

  it.each([...MODULES_SPEC_KEYS, ...SHELL_SPEC_KEYS, ...IMPLIED_SYSTEM_KEYS])('has an entry for %s', (key) => {
    expect(findPermission(key)?.key).toBe(key);
  });

  it('gives every entry a Chinese name, a type and standard actions', () => {
    for (const p of ALL_PERMISSIONS) {
      expect(p.name, p.key).toMatch(/[\u4e00-\u9fff]/);
      expect([0, 1]).toContain(p.type);
      expect(p.actions.length, p.key).toBeGreaterThan(0);
      expect(new Set(p.actions).size, p.key).toBe(p.actions.length);
      for (const a of p.actions) expect(STANDARD_ACTIONS, p.key).toContain(a);
      const order = p.actions.map((a) => STANDARD_ACTIONS.indexOf(a));
      expect(order, `${p.key} actions in standard order`).toEqual([...order].sort((x, y) => x - y));
    }
  });

  it('has module groups at the top level', () => {
    const roots = ALL_PERMISSIONS.filter((p) => p.parent === undefined).map((p) => p.key);
    expect(roots).toEqual(
      expect.arrayContaining([
        'Common',
        'FMEAManager',
        'FMEAStatistics_Paged',
        'QFDManager',
        'QAMManager',
        'SystemManager',
      ]),
    );
  });

  it('gives requirement handles per action', () => {
    expect(P.system.Users.edit).toEqual({ permission: 'SystemManager.Users', action: 'edit' });
    expect(P.qam.AnnualPlan.query).toEqual({ permission: 'QAMManager.AnnualPlan', action: 'query' });
    expect(P.fmea.ProjectView.key).toBe('FMEAManager.Pages_ProjectView');
    expect(P.common.Common.key).toBe(COMMON_PERMISSION);
    expect(P.system.Users.import.action).toBe('import');
    expect(P.qfd.ProductPlatform.disable.permission).toBe('QFDManager.ProductPlatFrom');
  });

  it('lists plain definitions without the requirement handles', () => {
    expect(findPermission('SystemManager.Users')).toEqual({
      key: 'SystemManager.Users',
      name: '用户管理',
      type: 0,
      parent: 'permissions',
      actions: ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'],
    });
    expect(findPermission('no.such.key')).toBeUndefined();
  });
});

describe('permission tree', () => {
  it('contains every entry exactly once', () => {
    const inTree = flatten(permissionTree());
    expect(inTree.length).toBe(keys.length);
    expect(new Set(inTree)).toEqual(new Set(keys));
  });

  it('nests children under their parents', () => {
    const system = permissionTree().find((n) => n.key === 'SystemManager');
    const rights = system?.children.find((n) => n.key === 'permissions');
    expect(rights?.children.map((n) => n.key)).toContain('SystemManager.Roles');
    expect(rights?.name).toBe('权限管理');
  });
});

describe('derived groups (shell spec §6)', () => {
  it('has the nine groups of the spec, each with existing members', () => {
    expect(DERIVED_GROUPS.map((g) => g.key)).toEqual([
      'DFMEAknowledgeList',
      'PFMEAknowledgeList',
      'knowledge',
      'qfdKnowledge',
      'permissions',
      'pFmeaConfig',
      'DfmeaStandard',
      'PfmeaStandard',
      'standard',
    ]);
    for (const g of DERIVED_GROUPS) {
      expect(findPermission(g.key)?.name).toBe(g.name);
      expect(g.members.length).toBeGreaterThan(0);
      for (const m of g.members) expect(keys, `${g.key} member ${m}`).toContain(m);
    }
  });

  it('always adds Common', () => {
    expect([...withDerivedPermissions([])]).toEqual([COMMON_PERMISSION]);
    expect(withDerivedPermissions(['QAMManager.AnnualPlan'])).toEqual(new Set(['QAMManager.AnnualPlan', 'Common']));
  });

  it.each(
    DERIVED_GROUPS.flatMap((g) => g.members.map((m) => [g.key, m] as const)),
  )('adds %s when %s is granted', (groupKey, member) => {
    expect(withDerivedPermissions([member]).has(groupKey)).toBe(true);
  });

  it('adds no group when none of its members is granted', () => {
    const held = withDerivedPermissions(['SystemManager.WorkFlow', 'Dictionary', 'QFDManager.MyQFD_List']);
    for (const g of DERIVED_GROUPS) expect(held.has(g.key), g.key).toBe(false);
  });

  it('resolves nested groups: one library grants its knowledge base and the general knowledge', () => {
    const held = withDerivedPermissions(['DFMEAManager.FailureModeLibrary']);
    expect(held).toEqual(new Set(['DFMEAManager.FailureModeLibrary', 'Common', 'DFMEAknowledgeList', 'knowledge']));
  });

  it('resolves the standards and configuration groups', () => {
    const held = withDerivedPermissions(['PFMEAManager.Pages_PFMEASODStandard', 'FMEAMSRManager.FMEAMSRConfigure']);
    expect(held.has('PfmeaStandard')).toBe(true);
    expect(held.has('standard')).toBe(true);
    expect(held.has('DfmeaStandard')).toBe(false);
    expect(held.has('pFmeaConfig')).toBe(true);
  });

  it('grants permissions configuration for a product platform', () => {
    expect(withDerivedPermissions(['QFDManager.ProductPlatFrom']).has('permissions')).toBe(true);
    expect(withDerivedPermissions(['SystemManager.Posts']).has('permissions')).toBe(false);
  });

  it('does not change its input', () => {
    const granted = new Set(['SystemManager.Users']);
    withDerivedPermissions(granted);
    expect(granted).toEqual(new Set(['SystemManager.Users']));
  });
});

describe('route access', () => {
  const granted = withDerivedPermissions(['SystemManager.Users', 'QAMManager.AnnualPlan']);

  it('opens a route with no permission to all', () => {
    expect(hasAllPermissions(new Set(), [])).toBe(true);
    expect(hasAnyPermission(new Set(), [])).toBe(true);
  });

  it('needs every listed permission for hasAllPermissions', () => {
    expect(hasAllPermissions(granted, ['SystemManager.Users', 'permissions'])).toBe(true);
    expect(hasAllPermissions(granted, ['SystemManager.Users', 'SystemManager.Roles'])).toBe(false);
  });

  it('needs one listed permission for hasAnyPermission', () => {
    expect(hasAnyPermission(granted, ['SystemManager.Roles', 'QAMManager.AnnualPlan'])).toBe(true);
    expect(hasAnyPermission(granted, ['SystemManager.Roles', 'Dictionary'])).toBe(false);
  });
});
