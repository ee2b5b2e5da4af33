import {
  type AffinityDiagram,
  affinityToTree,
  CONVERTIBLE_KINDS,
  MS_NAME_MAX_LENGTH,
  type MsFileDto,
  NEW_TOOL_MESSAGES,
  type TreeDiagram,
  treeToAffinity,
} from '@qis/shared';
import type { SpaceContext } from '../statistics';
import { createFile, fileDtoOf, freeName, siblingNames } from '../statistics';
import { diagramFileOf } from './diagram-files';
import { validDiagram } from './diagram-schemas';

type ConvertibleKind = (typeof CONVERTIBLE_KINDS)[number];

/** The other kind's diagram, checked against that kind's schema (a tree of 300 first-level means has too many groups). */
function converted(from: ConvertibleKind, diagram: TreeDiagram | AffinityDiagram) {
  const kind: ConvertibleKind = from === 'tree' ? 'affinity' : 'tree';
  const result = from === 'tree' ? treeToAffinity(diagram as TreeDiagram) : affinityToTree(diagram as AffinityDiagram);
  return { kind, diagram: validDiagram(kind, result, 'result') };
}

/** Tree ↔ affinity, nothing saved: the given diagram must fit the `from` kind's schema. */
export function convertDiagram(body: { from: ConvertibleKind; diagram: unknown }) {
  return converted(body.from, validDiagram(body.from, body.diagram));
}

const SUFFIX: Record<ConvertibleKind, string> = { affinity: '（亲和图）', tree: '（系统图）' };

/** A new file of the other kind beside a tree or affinity file; the source stays as it is. */
export async function exchangeTreeAffinity(ctx: SpaceContext, input: { id: string; name?: string | undefined }) {
  const source = await diagramFileOf(ctx, input.id, CONVERTIBLE_KINDS, NEW_TOOL_MESSAGES.notConvertible);
  const { kind, diagram } = converted(source.kind, source.diagram);
  const folderId = source.row.folderId;
  const suffix = SUFFIX[kind];
  const wanted = input.name ?? `${source.row.name.slice(0, MS_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
  const name = freeName(await siblingNames(ctx, 'file', folderId), wanted, 'numbered');
  const row = await createFile(ctx, { folderId, name, kind, dataFileId: null, settings: { diagram } });
  const dto: MsFileDto = await fileDtoOf(ctx, row.id);
  ctx.recordChange({ entity: 'msFile', entityId: row.id, after: { ...dto, convertedFrom: source.row.id } });
  return dto;
}
