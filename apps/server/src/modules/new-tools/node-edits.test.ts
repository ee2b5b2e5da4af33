import {
  type AssociationDiagram,
  DEFAULT_LABEL_COLORS,
  type MatrixDiagram,
  NEW_TOOL_MESSAGES,
  type NewToolFileDto,
  type PdpcDiagram,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { API, type NewToolsUsers, newToolsClient, signInNewToolsUsers } from './new-tools-test-kit';

// Calls that change one part of a diagram: PDPC states, association labels and colours, matrix title and items.

let t: TestApp;
let u: NewToolsUsers;
const { ok, refused, createFile, openDiagram } = newToolsClient(() => t);

const LABEL = `${API}/pDPCDiagram/savePDPCOrRelationDiagramLabel`;
const CAUSAL = `${API}/causalGraph`;
const MATRIX = `${API}/matrixDiagram`;

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInNewToolsUsers(t, 'nte');
});
afterAll(() => t?.close());

async function fileWith(kind: 'pdpc' | 'association' | 'matrix' | 'tree', diagram?: unknown) {
  const file = await createFile(u.mine, kind, `${kind}-${Math.random().toString(36).slice(2, 8)}`);
  if (diagram === undefined) return openDiagram(u.mine, file.id);
  return ok<NewToolFileDto>(u.mine, 'POST', `${API}/newToolsChart/editTreeDiagramJson`, {
    id: file.id,
    version: file.version,
    diagram,
  });
}

const PDPC: PdpcDiagram = {
  root: {
    id: 'root',
    text: '上线新产线',
    kind: 'step',
    children: [
      {
        id: 'r1',
        text: '设备延期',
        kind: 'risk',
        children: [{ id: 'm1', text: '租用设备', kind: 'measure', children: [] }],
      },
    ],
  },
};

// a → b → c, a → c, d alone: a is a key cause, c a key result, b and d normal.
const GRAPH: AssociationDiagram = {
  nodes: [
    { id: 'a', text: '培训不足', kind: 'cause' },
    { id: 'b', text: '操作失误', kind: 'cause' },
    { id: 'c', text: '不良率高', kind: 'problem' },
    { id: 'd', text: '来料波动', kind: 'cause' },
  ],
  edges: [
    { id: 'e1', from: 'a', to: 'b' },
    { id: 'e2', from: 'b', to: 'c' },
    { id: 'e3', from: 'a', to: 'c' },
  ],
};

describe('savePDPCOrRelationDiagramLabel', () => {
  it('sets and clears a PDPC node’s state', async () => {
    const file = await fileWith('pdpc', PDPC);
    const chosen = await ok<NewToolFileDto>(u.mine, 'POST', LABEL, {
      id: file.id,
      version: file.version,
      nodeId: 'm1',
      state: 'chosen',
    });
    const measure = (dto: NewToolFileDto) => (dto.diagram as PdpcDiagram).root.children[0]?.children[0];
    expect(measure(chosen)).toMatchObject({ id: 'm1', state: 'chosen' });
    const cleared = await ok<NewToolFileDto>(u.mine, 'POST', LABEL, {
      id: file.id,
      version: chosen.version,
      nodeId: 'm1',
      state: null,
    });
    expect(measure(cleared)).not.toHaveProperty('state');
    expect(measure(await openDiagram(u.mine, file.id))).toEqual(measure({ diagram: PDPC } as NewToolFileDto));
  });

  it('refuses a label on a PDPC node, an unknown node, a stale version and a tree file', async () => {
    const file = await fileWith('pdpc', PDPC);
    const body = { id: file.id, version: file.version, nodeId: 'm1' };
    await refused(u.mine, 'POST', LABEL, { ...body, label: 'keyCause' }, failure(400, /^参数 label 无效/));
    await refused(
      u.mine,
      'POST',
      LABEL,
      { ...body, nodeId: 'zz', state: 'feasible' },
      failure(404, NEW_TOOL_MESSAGES.unknownNode),
    );
    await refused(u.mine, 'POST', LABEL, { ...body, version: file.version - 1, state: 'feasible' }, failure(409));
    const tree = await fileWith('tree');
    await refused(
      u.mine,
      'POST',
      LABEL,
      { id: tree.id, version: tree.version, nodeId: 'root', state: 'feasible' },
      failure(400, NEW_TOOL_MESSAGES.wrongKind),
    );
  });

  it('sets an association node’s label, and refuses a state there', async () => {
    const file = await fileWith('association', GRAPH);
    const labelled = await ok<NewToolFileDto>(u.mine, 'POST', LABEL, {
      id: file.id,
      version: file.version,
      nodeId: 'd',
      label: 'keyCause',
    });
    expect((labelled.diagram as AssociationDiagram).nodes.find((n) => n.id === 'd')?.label).toBe('keyCause');
    await refused(
      u.mine,
      'POST',
      LABEL,
      { id: file.id, version: labelled.version, nodeId: 'd', state: 'chosen' },
      failure(400, /^参数 state 无效/),
    );
  });
});

describe('causalGraph', () => {
  it('labels every node by its in- and out-degree and saves the labels', async () => {
    const file = await fileWith('association', GRAPH);
    const labelled = await ok<NewToolFileDto>(u.mine, 'POST', `${CAUSAL}/label`, {
      id: file.id,
      version: file.version,
    });
    const labels = (labelled.diagram as AssociationDiagram).nodes.map((n) => [n.id, n.label]);
    expect(labels).toEqual([
      ['a', 'keyCause'],
      ['b', 'normal'],
      ['c', 'keyResult'],
      ['d', 'normal'],
    ]);
    await refused(u.mine, 'POST', `${CAUSAL}/label`, { id: file.id, version: file.version }, failure(409));
  });

  it('colours nodes by label, the colours given over the defaults', async () => {
    const file = await fileWith('association', GRAPH);
    const coloured = await ok<NewToolFileDto>(u.mine, 'POST', `${CAUSAL}/byColor`, {
      id: file.id,
      version: file.version,
      colors: { keyCause: '#00aa00' },
    });
    const colours = Object.fromEntries((coloured.diagram as AssociationDiagram).nodes.map((n) => [n.id, n.color]));
    expect(colours).toEqual({
      a: '#00aa00',
      b: DEFAULT_LABEL_COLORS.normal,
      c: DEFAULT_LABEL_COLORS.keyResult,
      d: DEFAULT_LABEL_COLORS.normal,
    });
  });

  it('lays out a diagram with degrees and labels, a label set by hand winning; causes above their effects', async () => {
    const diagram = { ...GRAPH, nodes: GRAPH.nodes.map((n) => (n.id === 'd' ? { ...n, label: 'keyResult' } : n)) };
    const layout = await ok<{
      nodes: Array<{ id: string; y: number; inDegree: number; outDegree: number; label: string }>;
    }>(u.mine, 'POST', `${CAUSAL}/layout`, { diagram });
    const byId = Object.fromEntries(layout.nodes.map((n) => [n.id, n]));
    expect(byId.a).toMatchObject({ inDegree: 0, outDegree: 2, label: 'keyCause' });
    expect(byId.c).toMatchObject({ inDegree: 2, outDegree: 0, label: 'keyResult' });
    expect(byId.d).toMatchObject({ inDegree: 0, outDegree: 0, label: 'keyResult' });
    expect(byId.a?.y).toBeLessThan(byId.b?.y as number);
    expect(byId.b?.y).toBeLessThan(byId.c?.y as number);
    const badEdge = { ...GRAPH, edges: [{ id: 'x', from: 'a', to: 'nobody' }] };
    await refused(u.mine, 'POST', `${CAUSAL}/layout`, { diagram: badEdge }, failure(400, /^参数 diagram\.edges 无效/));
  });

  it('answers a file with its layout, and only for association files', async () => {
    const file = await fileWith('association', GRAPH);
    const json = await ok<{ file: NewToolFileDto; layout: { nodes: unknown[]; width: number } }>(
      u.mine,
      'GET',
      `${CAUSAL}/json?id=${file.id}`,
    );
    expect(json.file.diagram).toEqual(GRAPH);
    expect(json.layout.nodes).toHaveLength(4);
    expect(json.layout.width).toBeGreaterThan(0);
    const pdpc = await fileWith('pdpc');
    await refused(
      u.mine,
      'POST',
      `${CAUSAL}/label`,
      { id: pdpc.id, version: pdpc.version },
      failure(400, NEW_TOOL_MESSAGES.wrongKind),
    );
  });
});

describe('matrixDiagram', () => {
  it('edits the title and one item’s text', async () => {
    const file = await fileWith('matrix');
    const titled = await ok<NewToolFileDto>(u.mine, 'POST', `${MATRIX}/editTitle`, {
      id: file.id,
      version: file.version,
      title: '问题与对策',
    });
    const edited = await ok<NewToolFileDto>(u.mine, 'POST', `${MATRIX}/editContent`, {
      id: file.id,
      version: titled.version,
      set: 'b',
      itemId: 'b2',
      text: '加强培训',
    });
    const matrix = (await openDiagram(u.mine, file.id)).diagram as MatrixDiagram;
    expect(matrix.title).toBe('问题与对策');
    expect(matrix.b.map((item) => item.text)).toEqual(['B1', '加强培训', 'B3']);
    expect(matrix.a.map((item) => item.text)).toEqual(['A1', 'A2', 'A3']);
    await refused(
      u.mine,
      'POST',
      `${MATRIX}/editContent`,
      { id: file.id, version: edited.version, set: 'c', itemId: 'b2', text: '无' },
      failure(404, NEW_TOOL_MESSAGES.unknownNode),
    );
    await refused(
      u.mine,
      'POST',
      `${MATRIX}/editTitle`,
      { id: file.id, version: titled.version, title: '旧' },
      failure(409),
    );
  });
});
