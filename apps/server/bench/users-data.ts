// The data of the users bench (bench/users.ts): 20,000 users in the default tenant spread over a deeper organization
// tree, a few roles and posts, one in ten disabled; written straight into a data folder the server's --init-data
// created, in multi-row inserts through the project's own openDatabase and drizzle tables (the server must not run).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_TENANT_NAME } from '../src/db/seed/default-tenant';
import { organizations, posts, roles, tenants, userRoles, users } from '../src/db/tables';
import { hashPassword } from '../src/platform/auth/password-hash';
import { openDatabase } from '../src/platform/db/database';

const BENCH_USER_PASSWORD = 'Bench@12345';
const SECTIONS_PER_ORGANIZATION = 4;
const BENCH_ROLES = ['压测角色甲', '压测角色乙', '压测角色丙', '压测角色丁', '压测角色戊'];

const chunks = <T>(rows: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

export interface UsersBenchData {
  /** A top-level department with sections below it (the organization filter includes them). */
  departmentId: string;
  departmentName: string;
  roleId: string;
  /** Organization (by name) and a post of it, for the rows of the import file. */
  placements: Array<{ organization: string; post: string }>;
  roleNames: string[];
}

export async function prepareUsers(dataDir: string, userCount: number): Promise<UsersBenchData> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const { db } = database;
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, DEFAULT_TENANT_NAME));
    if (!tenant) throw new Error('the seeded data folder has no default tenant');
    const tenantId = tenant.id;
    const seeded = await db
      .select({ id: organizations.id, name: organizations.name, parentId: organizations.parentId })
      .from(organizations)
      .where(eq(organizations.tenantId, tenantId))
      .orderBy(asc(organizations.sort));
    const department = seeded.find((o) => o.parentId !== null);
    if (!department) throw new Error('the seeded data folder has no department');

    const started = performance.now();
    const passwordHash = await hashPassword(BENCH_USER_PASSWORD);
    const sections = seeded.flatMap((org, o) =>
      Array.from({ length: SECTIONS_PER_ORGANIZATION }, (_, i) => ({
        id: randomUUID(),
        tenantId,
        parentId: org.id,
        name: `${org.name}${i + 1}组`,
        sort: 100 + o * SECTIONS_PER_ORGANIZATION + i,
      })),
    );
    const allOrganizations = [...seeded.map((o) => o.id), ...sections.map((s) => s.id)];
    const roleRows = BENCH_ROLES.map((name) => ({ id: randomUUID(), tenantId, name }));
    const postRows = allOrganizations.map((organizationId, i) => ({
      id: randomUUID(),
      tenantId,
      organizationId,
      name: `压测岗位${(i % 8) + 1}`,
    }));
    const userRows = Array.from({ length: userCount }, (_, i) => {
      const n = String(i + 1).padStart(5, '0');
      const org = i % allOrganizations.length;
      return {
        id: randomUUID(),
        tenantId,
        userName: `bench.u${n}`,
        name: `压测用户${n}`,
        phoneNumber: `139${String(i).padStart(8, '0')}`,
        emailAddress: `bench.u${n}@example.com`,
        organizationId: allOrganizations[org] as string,
        postId: (postRows[org] as { id: string }).id,
        isActive: i % 10 !== 9,
        passwordHash,
      };
    });
    const memberships = userRows.map((u, i) => ({
      tenantId,
      userId: u.id,
      roleId: (roleRows[i % roleRows.length] as { id: string }).id,
    }));
    await db.transaction(async (tx) => {
      await tx.insert(organizations).values(sections);
      await tx.insert(roles).values(roleRows);
      await tx.insert(posts).values(postRows);
      for (const batch of chunks(userRows, 1000)) await tx.insert(users).values(batch);
      for (const batch of chunks(memberships, 2000)) await tx.insert(userRoles).values(batch);
    });
    // Fresh statistics, as autovacuum would have them on a server that has run a while.
    await db.execute('analyze');
    console.log(
      `  inserted ${userRows.length} users, ${sections.length} sections, ${roleRows.length} roles in ` +
        `${Math.round(performance.now() - started)} ms`,
    );
    return {
      departmentId: department.id,
      departmentName: department.name,
      roleId: (roleRows[0] as { id: string }).id,
      placements: sections.map((section) => ({
        organization: section.name,
        post: (postRows[allOrganizations.indexOf(section.id)] as { name: string }).name,
      })),
      roleNames: BENCH_ROLES,
    };
  } finally {
    await database.close();
  }
}
