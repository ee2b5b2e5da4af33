import { generateBoundaryDiagram } from '@qis/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { bomLines, boms, parts } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';
import { DEMO_ELEMENT_PARTS } from './dfmea-demo-data';
import { fmeaBoundaryDiagrams, fmeaProjectBoms } from './fmea-bom-boundary.tables';
import { fmeaElements, fmeaInterfaces } from './fmea-net.tables';

// The demo DFMEA's bill of materials and boundary diagram: the project linked to the library's caliper BOM, its
// elements (already linked to their parts, DEMO_ELEMENT_PARTS) to the BOM lines they stand for — the mounting bolt
// line stays to be copied —, the neighbours the caliper meets outside its boundary
// (disc, knuckle, brake hose) with their interfaces, and the diagram as generated from that structure.

/** Outside the boundary: [key, name, number, part number of the library or null]. */
const OUTSIDE: Array<[string, string, string, string | null]> = [
  ['disc', '前通风制动盘', 'BD-2001', 'BD-2001'],
  ['knuckle', '前转向节', 'KN-2027-F01', null],
  ['hose', '前制动软管', 'BH-2027-F01', null],
];

const OUTSIDE_INTERFACES: Array<[string, string, 'physical' | 'material' | 'energy', 'oneWay' | 'twoWay', string]> = [
  ['pad', 'disc', 'physical', 'twoWay', '摩擦片与制动盘端面摩擦接触，摩擦系数 0.38 ± 0.05'],
  ['disc', 'padAsm', 'energy', 'oneWay', '制动摩擦热经摩擦片传入钳体，盘面温度可达 450 ℃'],
  ['bracket', 'knuckle', 'physical', 'twoWay', '支架以 2 个 M12×1.5 螺栓紧固于转向节，拧紧力矩 110 N·m'],
  ['hose', 'housing', 'material', 'oneWay', '制动液（DOT 4）经进油口进入缸孔，工作压力 0–12 MPa'],
];

export async function seedDemoBomAndBoundary(
  tx: DbExecutor,
  demo: { tenantId: string; ownerId: string; projectId: string; idOf: (key: string) => string },
): Promise<void> {
  const { tenantId, ownerId, projectId, idOf } = demo;
  const own = { tenantId, createdBy: ownerId, updatedBy: ownerId };
  const [bom] = await tx.select({ id: boms.id }).from(boms).where(eq(boms.bomNo, 'BOM-BC-1000'));
  if (!bom) throw new Error('the demo DFMEA needs the caliper BOM of the library seed');
  await tx.insert(fmeaProjectBoms).values({ ...own, projectId, bomId: bom.id });

  const lines = await tx
    .select({ lineId: bomLines.id, partId: parts.id, partNo: parts.partNo })
    .from(bomLines)
    .innerJoin(parts, eq(parts.id, bomLines.partId))
    .where(eq(bomLines.bomId, bom.id));
  const lineOf = new Map(lines.map((l) => [l.partNo, l]));
  for (const [key, partNo] of Object.entries(DEMO_ELEMENT_PARTS)) {
    const line = lineOf.get(partNo);
    if (!line) throw new Error(`demo BOM line ${partNo} missing`);
    await tx
      .update(fmeaElements)
      .set({ partId: line.partId, bomLineId: line.lineId })
      .where(and(eq(fmeaElements.id, idOf(key)), eq(fmeaElements.projectId, projectId)));
  }

  const partNos = OUTSIDE.flatMap(([, , , partNo]) => (partNo ? [partNo] : []));
  const libraryParts = await tx
    .select({ id: parts.id, partNo: parts.partNo })
    .from(parts)
    .where(inArray(parts.partNo, partNos));
  const partOf = new Map(libraryParts.map((p) => [p.partNo, p.id]));
  await tx.insert(fmeaElements).values(
    OUTSIDE.map(([key, name, number, partNo], index) => ({
      ...own,
      projectId,
      id: idOf(key),
      parentId: null,
      type: 'system',
      name,
      number,
      sortOrder: index + 1,
      partId: partNo ? (partOf.get(partNo) ?? null) : null,
    })),
  );
  await tx.insert(fmeaInterfaces).values(
    OUTSIDE_INTERFACES.map(([from, to, type, direction, description]) => ({
      ...own,
      projectId,
      fromId: idOf(from),
      toId: idOf(to),
      type,
      direction,
      description,
    })),
  );

  const elements = await tx
    .select({ id: fmeaElements.id, parentId: fmeaElements.parentId, sortOrder: fmeaElements.sortOrder })
    .from(fmeaElements)
    .where(eq(fmeaElements.projectId, projectId));
  const interfaces = await tx
    .select({ fromId: fmeaInterfaces.fromId, toId: fmeaInterfaces.toId })
    .from(fmeaInterfaces)
    .where(eq(fmeaInterfaces.projectId, projectId));
  await tx
    .insert(fmeaBoundaryDiagrams)
    .values({ ...own, projectId, content: generateBoundaryDiagram(elements, idOf('caliper'), interfaces) });
}
