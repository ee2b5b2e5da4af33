import type { FmeaOrgNode, FmeaOrgUser, OrganizationNode } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createUser, tenantIdByName } from '../../../test/factories';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

let t: TestApp;
let u: FmeaUsers;
let zhangwei: string;
const c = fmeaClient(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'ot');
  zhangwei = await t.login('zhangwei', 'Quality@123');
});
afterAll(() => t?.close());

type Tree = { tree: FmeaOrgNode[]; unassigned: FmeaOrgUser[] };
const allUsers = (nodes: FmeaOrgNode[]): FmeaOrgUser[] => nodes.flatMap((n) => [...n.users, ...allUsers(n.children)]);
const names = (nodes: Array<{ name: string; children: unknown[] }>): string[] =>
  nodes.flatMap((n) => [n.name, ...names(n.children as typeof nodes)]);

describe('GET projectView/organizationTree', () => {
  it('answers the departments of the organization chart with their users, every active user once', async () => {
    const answer = await c.get<Tree>(zhangwei, 'projectView/organizationTree');
    const chart = await c.get<OrganizationNode[]>(zhangwei, 'Organization/organizationTree');
    expect(names(answer.tree)).toEqual(names(chart));
    const listed = [...allUsers(answer.tree), ...answer.unassigned];
    expect(new Set(listed.map((user) => user.id)).size).toBe(listed.length);
    const me = listed.find((user) => user.userName === 'zhangwei');
    expect(me?.postName).toBeTruthy();
    // zhangwei sits in a department, the test users (created without one) are listed apart.
    expect(allUsers(answer.tree).some((user) => user.userName === 'zhangwei')).toBe(true);
    expect(answer.unassigned.map((user) => user.userName)).toEqual(
      expect.arrayContaining(['otowner', 'oteditor', 'otreader', 'otoutsider']),
    );
  });

  it('shows another tenant only its own people, and nobody without the DFMEA point', async () => {
    const other = await c.get<Tree>(u.otherTenant, 'projectView/organizationTree');
    const listed = [...allUsers(other.tree), ...other.unassigned].map((user) => user.userName);
    expect(listed).not.toContain('zhangwei');
    expect(listed).toContain('otb');
    const tenantId = await tenantIdByName(t.database.db);
    await createUser(t.database.db, { tenantId, userName: 'otnobody', password: 'Fmea@1234', name: '无权限' }, []);
    const nobody = await t.login('otnobody', 'Fmea@1234');
    await c.refused(nobody, 'GET', `${API}/projectView/organizationTree`, undefined, failure(403));
  });
});
