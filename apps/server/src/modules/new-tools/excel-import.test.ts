import {
  type MatrixDiagram,
  NEW_TOOL_MESSAGES,
  type NewToolFileDto,
  type OutlineNode,
  type TreeDiagram,
  walkOutline,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { API, type NewToolsUsers, newToolsClient, signInNewToolsUsers } from './new-tools-test-kit';

let t: TestApp;
let u: NewToolsUsers;
const { ok, refused, createFile, openDiagram, uploadWorkbook } = newToolsClient(() => t);

const PREVIEW = `${API}/newToolsChart/obtainTreeDiagramJson`;
const IMPORT_TREE = `${API}/newToolsChart/excelImportTree`;
const IMPORT_MATRIX = `${API}/matrixDiagram/importExcel`;

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInNewToolsUsers(t, 'ntx');
});
afterAll(() => t?.close());

const outline = (root: OutlineNode) => [...walkOutline(root)].map(({ node, depth }) => `${depth}:${node.text}`);

// Column A the goal, B and C the means below it; blanks where an exported sheet had merged cells.
const TREE_ROWS = [
  ['提高良率', '改进工艺', '优化温度'],
  [null, null, '缩短节拍'],
  [null, '培训员工', '上岗考核'],
  [null, null, null],
  [null, '改进工艺', '更换模具'],
];
const TREE_OUTLINE = ['0:提高良率', '1:改进工艺', '2:优化温度', '2:缩短节拍', '2:更换模具', '1:培训员工', '2:上岗考核'];

describe('tree from Excel', () => {
  it('previews the first sheet as a tree without saving anything', async () => {
    const filePath = await uploadWorkbook(u.mine, [TREE_ROWS]);
    const preview = await ok<{ diagram: TreeDiagram; nodes: number }>(u.mine, 'POST', PREVIEW, { filePath });
    expect(outline(preview.diagram.root)).toEqual(TREE_OUTLINE);
    expect(preview.nodes).toBe(7);
  });

  it('replaces a tree file’s tree, with the version check', async () => {
    const file = await createFile(u.mine, 'tree', '导入树');
    const filePath = await uploadWorkbook(u.mine, [TREE_ROWS]);
    const imported = await ok<NewToolFileDto>(u.mine, 'POST', IMPORT_TREE, {
      id: file.id,
      version: file.version,
      filePath,
    });
    expect(imported.version).toBe(file.version + 1);
    expect(outline(((await openDiagram(u.mine, file.id)).diagram as TreeDiagram).root)).toEqual(TREE_OUTLINE);
    await refused(u.mine, 'POST', IMPORT_TREE, { id: file.id, version: file.version, filePath }, failure(409));
    const affinity = await createFile(u.mine, 'affinity', '不是树');
    await refused(
      u.mine,
      'POST',
      IMPORT_TREE,
      { id: affinity.id, version: affinity.version, filePath },
      failure(400, NEW_TOOL_MESSAGES.wrongKind),
    );
  });

  it('refuses a second goal, an overlong cell naming it, and an empty sheet', async () => {
    const twoGoals = await uploadWorkbook(u.mine, [
      [
        ['目标一', '甲'],
        ['目标二', '乙'],
      ],
    ]);
    await refused(u.mine, 'POST', PREVIEW, { filePath: twoGoals }, failure(400, 'Excel 中只能有一个目标（A 列）'));
    const rows = [
      ['目标', '手段', '措施'],
      ...Array.from({ length: 10 }, () => [null, null, '措施']),
      [null, null, '长'.repeat(201)],
    ];
    const long = await uploadWorkbook(u.mine, [rows]);
    await refused(u.mine, 'POST', PREVIEW, { filePath: long }, failure(400, 'C12 文字超过200个字符'));
    const empty = await uploadWorkbook(u.mine, [[]]);
    await refused(u.mine, 'POST', PREVIEW, { filePath: empty }, failure(400, NEW_TOOL_MESSAGES.noSheet));
  });
});

describe('matrix from Excel', () => {
  const symbolsOf = (matrix: MatrixDiagram) => {
    const text = new Map([...matrix.a, ...matrix.b, ...matrix.c].map((item) => [item.id, item.text]));
    return Object.fromEntries(
      Object.entries(matrix.relations).map(([key, symbol]) => {
        const [first, second] = key.split('|');
        return [`${text.get(first as string)}|${text.get(second as string)}`, symbol];
      }),
    );
  };

  it('imports an L matrix from the first sheet, keeping the title', async () => {
    const file = await createFile(u.mine, 'matrix', 'L矩阵');
    const titled = await ok<NewToolFileDto>(u.mine, 'POST', `${API}/matrixDiagram/editTitle`, {
      id: file.id,
      version: file.version,
      title: '质量问题',
    });
    const filePath = await uploadWorkbook(u.mine, [
      [
        ['', '培训', '换模具'],
        ['尺寸超差', '○', '◎'],
        ['外观划伤', '△', ''],
      ],
    ]);
    await ok(u.mine, 'POST', IMPORT_MATRIX, { id: file.id, version: titled.version, filePath, type: 1 });
    const matrix = (await openDiagram(u.mine, file.id)).diagram as MatrixDiagram;
    expect(matrix).toMatchObject({ type: 'L', title: '质量问题', c: [] });
    expect(matrix.a.map((item) => item.text)).toEqual(['尺寸超差', '外观划伤']);
    expect(matrix.b.map((item) => item.text)).toEqual(['培训', '换模具']);
    expect(symbolsOf(matrix)).toEqual({ '尺寸超差|培训': '○', '尺寸超差|换模具': '◎', '外观划伤|培训': '△' });
  });

  it('imports a Y matrix from three sheets (A×B, B×C, C×A), the same text being the same item', async () => {
    const file = await createFile(u.mine, 'matrix', 'Y矩阵');
    const filePath = await uploadWorkbook(u.mine, [
      [
        ['', 'b1', 'b2'],
        ['a1', '◎', ''],
        ['a2', '', '○'],
      ],
      [
        ['', 'c1'],
        ['b1', '△'],
        ['b2', '◎'],
      ],
      [
        ['', 'a1', 'a2', 'a3'],
        ['c1', '○', '', '△'],
      ],
    ]);
    await ok(u.mine, 'POST', IMPORT_MATRIX, { id: file.id, version: file.version, filePath, type: 3 });
    const matrix = (await openDiagram(u.mine, file.id)).diagram as MatrixDiagram;
    expect(matrix.type).toBe('Y');
    expect(matrix.a.map((item) => item.text)).toEqual(['a1', 'a2', 'a3']);
    expect(matrix.b.map((item) => item.text)).toEqual(['b1', 'b2']);
    expect(matrix.c.map((item) => item.text)).toEqual(['c1']);
    expect(symbolsOf(matrix)).toEqual({
      'a1|b1': '◎',
      'a2|b2': '○',
      'b1|c1': '△',
      'b2|c1': '◎',
      'c1|a1': '○',
      'c1|a3': '△',
    });
  });

  it('refuses a cell that is not ◎ ○ △ naming its sheet and cell, and too few sheets', async () => {
    const file = await createFile(u.mine, 'matrix', '错误矩阵');
    const bad = await uploadWorkbook(u.mine, [
      [
        ['', '甲'],
        ['乙', '◎'],
      ],
      [
        ['', '甲'],
        ['丙', '●'],
      ],
    ]);
    const body = { id: file.id, version: file.version, filePath: bad };
    await refused(
      u.mine,
      'POST',
      IMPORT_MATRIX,
      { ...body, type: 2 },
      failure(400, '第 2 张工作表的单元格 B2 的值“●”不是 ◎、○ 或 △'),
    );
    await refused(
      u.mine,
      'POST',
      IMPORT_MATRIX,
      { ...body, type: 3 },
      failure(400, 'Y 型矩阵需要 3 张工作表，Excel 中只有 2 张'),
    );
  });
});
