import {
  type AffinityDiagram,
  type MsFileDto,
  NEW_TOOL_MESSAGES,
  type NewToolFileDto,
  type TreeDiagram,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { API, type NewToolsUsers, newToolsClient, signInNewToolsUsers } from './new-tools-test-kit';

let t: TestApp;
let u: NewToolsUsers;
const { ok, refused, call, createFile, openDiagram } = newToolsClient(() => t);

const CHART = `${API}/newToolsChart`;
const STALE = '数据已被他人修改，请刷新后重试';

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInNewToolsUsers(t, 'ntd');
});
afterAll(() => t?.close());

const tree = (texts: [string, string[]][]): TreeDiagram => ({
  root: {
    id: 'root',
    text: '提高良率',
    children: texts.map(([text, children], i) => ({
      id: `m${i}`,
      text,
      children: children.map((child, j) => ({ id: `m${i}-${j}`, text: child, children: [] })),
    })),
  },
});

const save = (file: { id: string; version: number }, diagram: unknown, token = u.mine) =>
  ok<NewToolFileDto>(token, 'POST', `${CHART}/editTreeDiagramJson`, { id: file.id, version: file.version, diagram });

describe('newToolsChart: reading and saving a diagram file', () => {
  it('answers a new tree file’s empty diagram and counts the read as opening it', async () => {
    const file = await createFile(u.mine, 'tree', '良率系统图');
    expect(file.lastOpenedAt).toBeNull();
    const opened = await openDiagram(u.mine, file.id);
    expect(opened).toMatchObject({ id: file.id, kind: 'tree', remark: '', version: file.version });
    expect(opened.diagram).toEqual({ root: { id: 'root', text: '目标', children: [] } });
    expect(opened.lastOpenedAt).not.toBeNull();
  });

  it('saves a diagram with the version read, and refuses a stale version writing nothing', async () => {
    const file = await createFile(u.mine, 'tree', '保存测试');
    const diagram = tree([
      ['改进工艺', ['优化温度']],
      ['培训员工', []],
    ]);
    const saved = await save(file, diagram);
    expect(saved.version).toBe(file.version + 1);
    expect((await openDiagram(u.mine, file.id)).diagram).toEqual(diagram);

    const stale = { id: file.id, version: file.version, diagram: tree([['别的', []]]) };
    await refused(u.mine, 'POST', `${CHART}/editTreeDiagramJson`, stale, failure(409, STALE));
    expect((await openDiagram(u.mine, file.id)).diagram).toEqual(diagram);
  });

  it('refuses a diagram that does not fit its kind, naming the field, and writes nothing', async () => {
    const file = await createFile(u.mine, 'tree', '校验测试');
    const bad = tree([['改进工艺', ['长'.repeat(201)]]]);
    await refused(
      u.mine,
      'POST',
      `${CHART}/editTreeDiagramJson`,
      { id: file.id, version: file.version, diagram: bad },
      failure(400, '参数 diagram.root.children.0.children.0.text 无效：文字不能超过200个字符'),
    );
    const affinityShape = { title: '主题', groups: [], loose: [] };
    await refused(
      u.mine,
      'POST',
      `${CHART}/editTreeDiagramJson`,
      { id: file.id, version: file.version, diagram: affinityShape },
      failure(400, /^参数 diagram\.root 无效/),
    );
  });

  it('keeps each kind to its own schema: an arrow file takes activities, not a tree', async () => {
    const file = await createFile(u.mine, 'arrow', '工期');
    expect((await openDiagram(u.mine, file.id)).diagram).toEqual({ unit: '天', activities: [] });
    const arrow = { unit: '周', activities: [{ id: 'a', name: '设计', duration: 2, predecessors: [] }] };
    expect((await save(file, arrow)).diagram).toEqual(arrow);
    const negative = { unit: '周', activities: [{ id: 'a', name: '设计', duration: -1, predecessors: [] }] };
    await refused(
      u.mine,
      'POST',
      `${CHART}/editTreeDiagramJson`,
      { id: file.id, version: file.version + 1, diagram: negative },
      failure(400, '参数 diagram.activities.0.duration 无效：工期不能为负数'),
    );
  });

  it('refuses data and matrix-analysis files: they hold no diagram', async () => {
    for (const kind of ['data', 'matrixAnalysis'] as const) {
      const file = await createFile(u.mine, kind, `非图-${kind}`);
      await refused(
        () => call(u.mine, 'GET', `${CHART}/treeDiagramJson?id=${file.id}`),
        failure(400, NEW_TOOL_MESSAGES.notDiagram),
      );
    }
  });

  it('shows a user only their own files of the new tools: a colleague’s or another space’s file is 404', async () => {
    const file = await createFile(u.mine, 'tree', '别人看不到');
    await refused(() => call(u.colleague, 'GET', `${CHART}/treeDiagramJson?id=${file.id}`), failure(404));
    await refused(
      u.colleague,
      'POST',
      `${CHART}/editTreeDiagramJson`,
      { id: file.id, version: file.version, diagram: tree([]) },
      failure(404),
    );
    const statistics = await ok<MsFileDto>(u.mine, 'POST', `${API}/folders/creatOrEditFiles`, {
      name: '统计文件',
      folderId: null,
      kind: 'capability',
    });
    await refused(() => call(u.mine, 'GET', `${CHART}/treeDiagramJson?id=${statistics.id}`), failure(404));
  });

  it('needs a signed-in user, and plugin 1009', async () => {
    const file = await createFile(u.mine, 'tree', '插件');
    await refused(() => call(undefined, 'GET', `${CHART}/treeDiagramJson?id=${file.id}`), failure(401));
    await refused(() => call(u.noPlugin, 'GET', `${CHART}/treeDiagramJson?id=${file.id}`), failure(403, '插件未启用'));
    await refused(
      u.noPlugin,
      'POST',
      `${CHART}/conversionGraph`,
      { from: 'tree', diagram: tree([]) },
      failure(403, '插件未启用'),
    );
  });

  it('keeps a remark per file, with the version check', async () => {
    const file = await createFile(u.mine, 'affinity', '备注');
    const edited = await ok<NewToolFileDto>(u.mine, 'POST', `${CHART}/editFileRemark`, {
      id: file.id,
      version: file.version,
      remark: '  第一季度  ',
    });
    expect(edited.remark).toBe('第一季度');
    expect((await openDiagram(u.mine, file.id)).remark).toBe('第一季度');
    const body = { id: file.id, version: file.version, remark: '旧版本' };
    await refused(u.mine, 'POST', `${CHART}/editFileRemark`, body, failure(409, STALE));
    const long = { id: file.id, version: edited.version, remark: '长'.repeat(501) };
    await refused(u.mine, 'POST', `${CHART}/editFileRemark`, long, failure(400, /备注不能超过500个字符/));
    // A copy keeps the remark.
    const copy = await ok<{ id: string }>(u.mine, 'POST', `${API}/folders/copyFile`, {
      id: file.id,
      targetFolderId: null,
      space: 'newTools',
    });
    expect((await openDiagram(u.mine, copy.id)).remark).toBe('第一季度');
  });
});

describe('tree ↔ affinity', () => {
  const diagram = tree([
    ['改进工艺', ['优化温度', '缩短节拍']],
    ['培训员工', []],
  ]);

  it('converts without saving, and back to the same tree', async () => {
    const affinity = await ok<{ kind: string; diagram: AffinityDiagram }>(u.mine, 'POST', `${CHART}/conversionGraph`, {
      from: 'tree',
      diagram,
    });
    expect(affinity.kind).toBe('affinity');
    expect(affinity.diagram.title).toBe('提高良率');
    expect(affinity.diagram.groups.map((g) => [g.header, g.cards.map((c) => c.text)])).toEqual([
      ['改进工艺', ['优化温度', '缩短节拍']],
      ['培训员工', []],
    ]);
    const back = await ok<{ kind: string; diagram: TreeDiagram }>(u.mine, 'POST', `${CHART}/conversionGraph`, {
      from: 'affinity',
      diagram: affinity.diagram,
    });
    expect(back).toEqual({ kind: 'tree', diagram });
    await refused(
      u.mine,
      'POST',
      `${CHART}/conversionGraph`,
      { from: 'affinity', diagram },
      failure(400, /^参数 diagram\.title 无效/),
    );
  });

  it('makes a new affinity file beside a tree file, leaving the tree as it was', async () => {
    const folder = await ok<{ id: string }>(u.mine, 'POST', `${API}/folders/creatOrEditFolder`, {
      name: '转换',
      parentId: null,
      space: 'newTools',
    });
    const source = await createFile(u.mine, 'tree', '良率', folder.id);
    const saved = await save(source, diagram);
    const exchange = () => ok<MsFileDto>(u.mine, 'POST', `${CHART}/treeAffinityExchange`, { id: source.id });
    const first = await exchange();
    expect(first).toMatchObject({ kind: 'affinity', name: '良率（亲和图）', folderId: folder.id });
    const opened = await openDiagram(u.mine, first.id);
    expect((opened.diagram as AffinityDiagram).groups.map((g) => g.header)).toEqual(['改进工艺', '培训员工']);
    expect((await exchange()).name).toBe('良率（亲和图） (1)');
    const tree2 = await ok<MsFileDto>(u.mine, 'POST', `${CHART}/treeAffinityExchange`, {
      id: first.id,
      name: '回到树',
    });
    expect(tree2).toMatchObject({ kind: 'tree', name: '回到树' });
    expect((await openDiagram(u.mine, tree2.id)).diagram).toEqual(diagram);
    expect(await openDiagram(u.mine, source.id)).toMatchObject({ version: saved.version, diagram });

    const matrix = await createFile(u.mine, 'matrix', '矩阵');
    await refused(
      u.mine,
      'POST',
      `${CHART}/treeAffinityExchange`,
      { id: matrix.id },
      failure(400, NEW_TOOL_MESSAGES.notConvertible),
    );
  });
});
