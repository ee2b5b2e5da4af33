import {
  type CarriedCharacteristicDto,
  characteristicChanges,
  type DfmeaCharacteristic,
  type DfmeaLinkageDto,
  type DfmeaOptionDto,
  dfmeaCharacteristics,
  FMEA_KINDS,
  type FmeaFunction,
  obviousProcessStep,
  type ProcessDto,
  type StepForMatching,
  type StructureElement,
} from '@qis/shared';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/tables';
import { escapeLike } from '../../platform/db/escape-like';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaElements, fmeaFunctions } from './fmea-net.tables';
import { fmeaProjects } from './fmea-projects.tables';
import { fmeaCarriedCharacteristics, fmeaProjectDfmeas } from './pfmea-links.tables';
import { linkedProcess } from './process-link.service';
import { holdsOverview } from './project-access';

// Reading the DFMEA → PFMEA linkage: the linked DFMEA's product characteristics (domain dfmeaCharacteristics), the
// step each obviously belongs to, and the PFMEA functions carrying one with what the DFMEA changed since.

export type DfmeaLinkRow = typeof fmeaProjectDfmeas.$inferSelect;
export type CarriedRow = typeof fmeaCarriedCharacteristics.$inferSelect;

export async function dfmeaLinkOf(ctx: UserContext, projectId: string): Promise<DfmeaLinkRow | undefined> {
  const [row] = await ctx.tx.select().from(fmeaProjectDfmeas).where(eq(fmeaProjectDfmeas.projectId, projectId));
  return row;
}

export async function carriedRowsOf(ctx: UserContext, projectId: string): Promise<CarriedRow[]> {
  return ctx.tx.select().from(fmeaCarriedCharacteristics).where(eq(fmeaCarriedCharacteristics.projectId, projectId));
}

type NetPart = {
  elements: Array<
    Pick<StructureElement, 'id' | 'parentId' | 'type' | 'name' | 'number' | 'sortOrder'> & {
      sourceId: string | null;
    }
  >;
  functions: Array<
    Pick<FmeaFunction, 'id' | 'elementId' | 'name' | 'requirement' | 'specialCharacteristic'> & {
      sortOrder: number;
      version: number;
    }
  >;
};

/** The elements and functions of a project, as much as the linkage reads. */
export async function netPartOf(ctx: UserContext, projectId: string): Promise<NetPart> {
  const elements = await ctx.tx
    .select({
      id: fmeaElements.id,
      parentId: fmeaElements.parentId,
      type: fmeaElements.type,
      name: fmeaElements.name,
      number: fmeaElements.number,
      sortOrder: fmeaElements.sortOrder,
      sourceId: fmeaElements.sourceId,
    })
    .from(fmeaElements)
    .where(eq(fmeaElements.projectId, projectId));
  const functions = await ctx.tx
    .select({
      id: fmeaFunctions.id,
      elementId: fmeaFunctions.elementId,
      name: fmeaFunctions.name,
      requirement: fmeaFunctions.requirement,
      specialCharacteristic: fmeaFunctions.specialCharacteristic,
      sortOrder: fmeaFunctions.sortOrder,
      version: fmeaFunctions.version,
    })
    .from(fmeaFunctions)
    .where(eq(fmeaFunctions.projectId, projectId));
  return { elements, functions } as NetPart;
}

/** The product characteristics of a DFMEA project. */
export async function characteristicsOf(ctx: UserContext, dfmeaProjectId: string): Promise<DfmeaCharacteristic[]> {
  const net = await netPartOf(ctx, dfmeaProjectId);
  return dfmeaCharacteristics({
    elements: net.elements.map((e) => ({ ...e, partId: null, bomLineId: null, workElementCategory: null, version: 1 })),
    functions: net.functions,
  });
}

/**
 * The PFMEA's process steps as the matching reads them: the step's name; its work elements' names, its and their
 * functions' names and requirements; copied from the linked process, the step's and its work elements' descriptions.
 */
export function stepsForMatching(net: NetPart, process: ProcessDto | null): StepForMatching[] {
  const descriptions = new Map<string, string[]>();
  for (const step of process?.steps ?? []) {
    descriptions.set(step.id, step.description ? [step.description] : []);
    for (const element of step.elements) if (element.description) descriptions.set(element.id, [element.description]);
  }
  const textsOf = (element: NetPart['elements'][number]) => [
    ...(element.sourceId ? (descriptions.get(element.sourceId) ?? []) : []),
    ...net.functions.filter((f) => f.elementId === element.id).flatMap((f) => [f.name, f.requirement]),
  ];
  return net.elements
    .filter((e) => e.type === 'processStep')
    .map((step) => ({
      id: step.id,
      name: step.name,
      details: [
        ...textsOf(step),
        ...net.elements.filter((e) => e.parentId === step.id).flatMap((e) => [e.name, ...textsOf(e)]),
      ].filter((text) => text.trim() !== ''),
    }));
}

const STATUS_ORDER = { removed: 0, changed: 1, current: 2 } as const;

/** The whole linkage of a PFMEA, as the function list shows it. */
export async function linkageOf(ctx: UserContext, projectId: string): Promise<DfmeaLinkageDto> {
  const link = await dfmeaLinkOf(ctx, projectId);
  const rows = await carriedRowsOf(ctx, projectId);
  let header: DfmeaLinkageDto['link'] = null;
  let characteristics: DfmeaCharacteristic[] = [];
  if (link) {
    const [dfmea] = await ctx.tx
      .select({ projectNo: fmeaProjects.projectNo, projectName: fmeaProjects.projectName })
      .from(fmeaProjects)
      .where(eq(fmeaProjects.id, link.dfmeaProjectId));
    header = {
      dfmeaProjectId: link.dfmeaProjectId,
      version: link.version,
      projectNO: dfmea?.projectNo ?? '',
      projectName: dfmea?.projectName ?? '',
    };
    characteristics = await characteristicsOf(ctx, link.dfmeaProjectId);
  }
  const byFunction = new Map(characteristics.map((c) => [c.functionId, c]));
  const carried: CarriedCharacteristicDto[] = rows.map((row) => {
    const current = row.dfmeaFunctionId ? (byFunction.get(row.dfmeaFunctionId) ?? null) : null;
    const accepted = {
      requirement: row.requirement,
      specialCharacteristic: row.specialCharacteristic as FmeaFunction['specialCharacteristic'],
    };
    return {
      functionId: row.functionId,
      dfmeaFunctionId: row.dfmeaFunctionId,
      version: row.version,
      elementName: row.elementName,
      functionName: row.functionName,
      accepted,
      current: current && {
        requirement: current.requirement,
        specialCharacteristic: current.specialCharacteristic,
        elementName: current.elementName,
        functionName: current.functionName,
        version: current.version,
      },
      ...characteristicChanges(accepted, current),
    };
  });
  carried.sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      a.elementName.localeCompare(b.elementName) ||
      a.functionName.localeCompare(b.functionName),
  );
  let steps: StepForMatching[] = [];
  if (characteristics.length > 0)
    steps = stepsForMatching(await netPartOf(ctx, projectId), await linkedProcess(ctx, projectId));
  return {
    projectId,
    link: header,
    characteristics: characteristics.map((c) => ({
      ...c,
      carriedInto: rows.filter((r) => r.dfmeaFunctionId === c.functionId).map((r) => r.functionId),
      suggestedElementId: obviousProcessStep(c, steps),
    })),
    carried,
  };
}

/**
 * Whether a PFMEA may take its characteristics from the DFMEA `dfmeaProjectId`: one of the same product (an element
 * of it stands for `partId`, the part the PFMEA's process makes), or one the caller may read (its owner, on its team,
 * or an overview holder). Answers the condition as SQL over fmea_projects.
 */
function allowedDfmea(ctx: UserContext, partId: string | null): SQL {
  const samePart = partId
    ? sql`exists (select 1 from fmea_elements e where e.project_id = ${fmeaProjects.id} and e.part_id = ${partId})`
    : sql`false`;
  if (holdsOverview(ctx, FMEA_KINDS.dfmea)) return sql`true`;
  const me = ctx.principal.userId;
  return sql`(${samePart} or ${fmeaProjects.ownerId} = ${me} or exists (select 1 from fmea_project_members m where m.project_id = ${fmeaProjects.id} and m.user_id = ${me}))`;
}

/** The DFMEAs a PFMEA may be linked to: the same product's first, then the newest; by number or name. */
export async function dfmeaCandidates(
  ctx: UserContext,
  projectId: string,
  filter: { keyword?: string | undefined; id?: string },
): Promise<DfmeaOptionDto[]> {
  const process = await linkedProcess(ctx, projectId);
  const partId = process?.partId ?? null;
  const samePart = partId
    ? sql<boolean>`exists (select 1 from fmea_elements e where e.project_id = ${fmeaProjects.id} and e.part_id = ${partId})`
    : sql<boolean>`false`;
  const like = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  const rows = await ctx.tx
    .select({
      id: fmeaProjects.id,
      projectNO: fmeaProjects.projectNo,
      projectName: fmeaProjects.projectName,
      owerIdName: sql<string>`coalesce(${users.name}, '')`,
      samePart,
    })
    .from(fmeaProjects)
    .leftJoin(users, eq(users.id, fmeaProjects.ownerId))
    .where(
      and(
        eq(fmeaProjects.kind, FMEA_KINDS.dfmea),
        filter.id ? eq(fmeaProjects.id, filter.id) : undefined,
        like ? or(ilike(fmeaProjects.projectNo, like), ilike(fmeaProjects.projectName, like)) : undefined,
        allowedDfmea(ctx, partId),
      ),
    )
    // Without a part, samePart is the constant false, which PostgreSQL refuses in ORDER BY.
    .orderBy(...(partId ? [desc(samePart)] : []), desc(fmeaProjects.updatedAt), asc(fmeaProjects.id))
    .limit(50);
  return rows.map((r) => ({ ...r, samePart: Boolean(r.samePart) }));
}
