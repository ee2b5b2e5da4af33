import {
  DASHBOARD_KINDS,
  FMEA_CATEGORIES,
  FMEA_KIND_PLUGIN,
  FMEA_KINDS,
  type FmeaKind,
  type FmeaOverviewTotals,
  type FmeaPersonalStats,
} from '@qis/shared';
import { sql } from 'drizzle-orm';
import { fmeaProjectMembers, fmeaProjects, knowledgeEntries } from '../../db/tables';
import type { UserContext } from '../../platform/http/request-context';
import { generalConfig } from '../fmea-config';

// The dashboard's four cards (contract fmea-dashboard.ts): the tenant's running FMEAs and knowledge (cards 1 and 4),
// the caller's participation and contributions (cards 2 and 3), each counted in one statement from the tables, for
// the kinds whose plugin the tenant has on. "Running" is projectStatus 0: a cancelled or cancelling project is not.

/** The kinds whose plugin the caller's tenant has on. */
export const enabledKinds = (ctx: UserContext): FmeaKind[] =>
  DASHBOARD_KINDS.filter((kind) => ctx.principal.pluginIds.has(FMEA_KIND_PLUGIN[kind]));

const kindList = (kinds: readonly FmeaKind[]) =>
  sql.join(
    // -1 keeps `in (...)` valid when no kind is on (the endpoint's plugin gate makes that unreachable).
    [...kinds, -1].map((kind) => sql`${kind}`),
    sql`, `,
  );

const n = (value: unknown) => Number(value ?? 0);

interface KindCounts {
  kind: number;
  running: number;
  projects: number;
}

/** Running FMEAs per kind, and those of category 2 (项目FMEA), of `who`'s projects or the tenant's (null). */
async function runningByKind(ctx: UserContext, kinds: readonly FmeaKind[], who: string | null) {
  const mine =
    who === null
      ? sql`true`
      : sql`(${fmeaProjects.ownerId} = ${who} or exists (select 1 from ${fmeaProjectMembers} m where m.project_id = ${fmeaProjects.id} and m.user_id = ${who}))`;
  const result = await ctx.tx.execute<{ kind: number; running: string; projects: string }>(sql`
    select ${fmeaProjects.kind} as kind, count(*) as running,
           count(*) filter (where ${fmeaProjects.category} = ${FMEA_CATEGORIES.project}) as projects
      from ${fmeaProjects}
     where ${fmeaProjects.projectStatus} = 0 and ${fmeaProjects.kind} in (${kindList(kinds)}) and ${mine}
     group by ${fmeaProjects.kind}`);
  const byKind = new Map<number, KindCounts>(
    result.rows.map((row) => [n(row.kind), { kind: n(row.kind), running: n(row.running), projects: n(row.projects) }]),
  );
  const of = (kind: FmeaKind) => byKind.get(kind)?.running ?? 0;
  const all = [...byKind.values()];
  return {
    total: all.reduce((sum, row) => sum + row.running, 0),
    projects: all.reduce((sum, row) => sum + row.projects, 0),
    dfmea: of(FMEA_KINDS.dfmea),
    pfmea: of(FMEA_KINDS.pfmea),
    msr: of(FMEA_KINDS.msr),
  };
}

/** FmeaOverview/FmeaData: cards 1 and 4. */
export async function overviewTotals(ctx: UserContext): Promise<FmeaOverviewTotals> {
  const kinds = enabledKinds(ctx);
  const running = await runningByKind(ctx, kinds, null);
  const result = await ctx.tx.execute<{ total: string; month: string; groups: string }>(sql`
    select count(*) as total,
           count(*) filter (where ${knowledgeEntries.createdAt} >= date_trunc('month', current_date)) as month,
           count(distinct ${knowledgeEntries.kind}::text || ':' ||
                 coalesce(${knowledgeEntries.typeId}::text, ${knowledgeEntries.workElementCategory}, '-')) as groups
      from ${knowledgeEntries}
     where ${knowledgeEntries.kind} in (${kindList(kinds)})`);
  const knowledge = result.rows[0];
  return {
    fmeaCount: running.total,
    projectCount: running.projects,
    dfmeaCount: running.dfmea,
    pfmeaCount: running.pfmea,
    msrfmeaCount: running.msr,
    knowledgeCount: n(knowledge?.total),
    monthNewCreateKnowledge: n(knowledge?.month),
    knowledgeCategory: n(knowledge?.groups),
  };
}

/** FmeaOverview/KnowledgeData: cards 2 and 3, and the flag of card 2's project chip. */
export async function personalStats(ctx: UserContext): Promise<FmeaPersonalStats> {
  const kinds = enabledKinds(ctx);
  const me = ctx.principal.userId;
  // One statement after another: a transaction's connection runs one at a time anyway (pg warns of overlapping ones).
  const running = await runningByKind(ctx, kinds, me);
  const knowledge = await ctx.tx.execute<{ mine: string; month: string; uses: string }>(sql`
    select count(*) as mine,
           count(*) filter (where ${knowledgeEntries.createdAt} >= date_trunc('month', current_date)) as month,
           coalesce(sum(${knowledgeEntries.useCount}), 0) as uses
      from ${knowledgeEntries}
     where ${knowledgeEntries.contributorId} = ${me} and ${knowledgeEntries.kind} in (${kindList(kinds)})`);
  const config = await generalConfig(ctx.tx);
  const mine = knowledge.rows[0];
  return {
    createKnowledge: n(mine?.mine),
    createKnowledgeUserCount: n(mine?.uses),
    monthCreateKnowledge: n(mine?.month),
    participateFMEACount: running.total,
    participateDFMEACount: running.dfmea,
    participatePFMEACount: running.pfmea,
    participateMSRFMEACount: running.msr,
    participateProjectCount: running.projects,
    isOpenProjectManage: config.isOpenProjectManage,
  };
}
