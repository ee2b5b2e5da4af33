/**
 * New seven tools end to end, the remaining screens: an association (relations) diagram drawn with the toolbar and
 * labelled by in/out degree; a PDPC chart with a step, its risk and two judged countermeasures; a matrix diagram
 * filled by clicking (◎ ○ △ and their totals) and replaced by a Y-matrix Excel import; a matrix data analysis (PCA)
 * of USArrests showing R's eigenvalues.
 */
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { Locator } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { chooseOption, inSession, screenshot, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { referenceFixture, usePlatformAndBrowser } from './support/suite';
import { expectPngDownload, newToolFile } from './support/tool-files';

const TEST_TIMEOUT_MS = 900_000;
const env = usePlatformAndBrowser();
const DEMO_USER = { userName: 'zhangwei', password: 'Quality@123' };

/** An X6 node of a canvas by its text (SVG: matched on its text content; a click lands on its body). */
const diagramNode = (canvas: Locator, text: string) => canvas.locator('[data-cell-id]').filter({ hasText: text });

interface AssociationNode {
  id: string;
  text: string;
  kind: string;
  label?: string;
}
interface OutlineNode {
  text: string;
  kind?: string;
  state?: string;
  children: OutlineNode[];
}

/** A workbook of a Y matrix as people write it: one sheet per pair (A×B, B×C, C×A), items on row 1 and column A. */
async function yMatrixWorkbook(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheets: [string, string[][]][] = [
    [
      'A×B',
      [
        ['', '烘干焊条', '焊前预热'],
        ['气孔', '◎', ''],
        ['裂纹', '', '○'],
      ],
    ],
    [
      'B×C',
      [
        ['', '焊接车间', '设备科'],
        ['烘干焊条', '○', ''],
        ['焊前预热', '', '◎'],
      ],
    ],
    [
      'C×A',
      [
        ['', '气孔', '裂纹'],
        ['焊接车间', '△', ''],
        ['设备科', '', '○'],
      ],
    ],
  ];
  for (const [name, rows] of sheets) workbook.addWorksheet(name).addRows(rows);
  const path = join(tmpdir(), `matrix-y-${Date.now()}.xlsx`);
  await workbook.xlsx.writeFile(path);
  return path;
}

describe('new seven tools: association, PDPC, matrix and matrix data analysis', () => {
  test(
    'an association diagram: drawn with the toolbar, labelled by degree, intact after a reload, exported',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'new-tools-association', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, DEMO_USER);
        const fileId = await newToolFile(page, 'association', '设备停机关联图', /\/myTools\/association\//);
        const canvas = page.getByTestId('association-canvas');
        const input = page.getByTestId('association-text-input');
        const type = async (text: string) => {
          await input.fill(text);
          await input.press('Enter');
          await canvas.getByText(text, { exact: true }).waitFor();
        };

        // The new diagram's problem, renamed in place. Under a load of 10 on 2 cores one double click left the editor
        // closed (the node only selected, as after a single click), as a slow page can for a user, who clicks again.
        for (let attempt = 1; ; attempt++) {
          await diagramNode(canvas, '问题').dblclick();
          const opened = await input.waitFor({ timeout: 15_000 }).then(
            () => true,
            () => false,
          );
          if (opened) break;
          assert.ok(attempt < 3, 'a double click on the problem opens its text editor');
        }
        await type('设备频繁停机');
        // A cause added while a node is selected points at it: 设备老化 → 停机, then 点检不到位 → 设备老化.
        await diagramNode(canvas, '设备频繁停机').click();
        await page.getByTestId('association-add-cause').click();
        await type('设备老化');
        await page.getByTestId('association-add-cause').click();
        await type('点检不到位');
        // A third cause on its own, then joined to the problem with 连线 (cause first, then its effect).
        await canvas.press('Escape');
        await page.getByTestId('association-add-cause').click();
        await type('备件供应不及时');
        await page.getByTestId('association-connect').click();
        await diagramNode(canvas, '备件供应不及时').click();
        await diagramNode(canvas, '设备频繁停机').click();
        await canvas.press('Escape');
        await waitForText(page.getByTestId('tool-file-state'), '已自动保存');

        // 按入度/出度标记: the causes nothing leads to are key causes, the problem (only arrows in) the key result.
        await page.getByTestId('association-label').click();
        await diagramNode(canvas, '点检不到位').filter({ hasText: '关键原因' }).waitFor();
        await diagramNode(canvas, '备件供应不及时').filter({ hasText: '关键原因' }).waitFor();
        await diagramNode(canvas, '设备频繁停机').filter({ hasText: '关键结果' }).waitFor();
        assert.equal(await diagramNode(canvas, '设备老化').filter({ hasText: /关键/ }).count(), 0);
        await waitForText(page.getByTestId('tool-file-state'), '已自动保存');
        await screenshot(page, 'new-tools-association');

        await page.reload();
        await diagramNode(canvas, '点检不到位').filter({ hasText: '关键原因' }).waitFor();
        const token = await tokenOf(page);
        const saved = await callApi<{
          diagram: { nodes: AssociationNode[]; edges: { from: string; to: string }[] };
        }>(baseUrl, token, 'GET', `/newToolsChart/treeDiagramJson?id=${fileId}`);
        const byText = new Map(saved.diagram.nodes.map((node) => [node.text, node]));
        const labelOf = (text: string) => byText.get(text)?.label ?? 'normal';
        assert.deepEqual(
          ['设备频繁停机', '设备老化', '点检不到位', '备件供应不及时'].map((text) => [text, labelOf(text)]),
          [
            ['设备频繁停机', 'keyResult'],
            ['设备老化', 'normal'],
            ['点检不到位', 'keyCause'],
            ['备件供应不及时', 'keyCause'],
          ],
        );
        const textOf = (id: string) => saved.diagram.nodes.find((node) => node.id === id)?.text;
        const arrows = saved.diagram.edges.map((edge) => `${textOf(edge.from)}→${textOf(edge.to)}`).sort();
        assert.deepEqual(arrows, ['备件供应不及时→设备频繁停机', '点检不到位→设备老化', '设备老化→设备频繁停机']);

        await expectPngDownload(page, page.getByTestId('diagram-export-png'), /\.png$/);
      });
    },
  );

  test(
    'a PDPC chart: a step, its risk and two countermeasures, one chosen and one infeasible, kept after a reload',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'new-tools-pdpc', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, DEMO_USER);
        const fileId = await newToolFile(page, 'pdpc', '新焊机导入PDPC', /\/myTools\/PDPC\//);
        const canvas = page.getByTestId('outline-canvas');
        const input = page.getByTestId('outline-text-input');
        const kind = page.getByTestId('pdpc-kind');
        const add = async (testId: 'outline-add-child' | 'outline-add-sibling', text: string) => {
          await page.getByTestId(testId).click();
          await input.fill(text);
          await input.press('Enter');
          await canvas.getByText(text).waitFor();
        };

        await canvas.getByText('目标', { exact: true }).click();
        await add('outline-add-child', '安装新焊机');
        await waitForText(kind.locator('.ant-segmented-item-selected'), '步骤');
        // Under a step comes a risk, under a risk its countermeasures.
        await add('outline-add-child', '电网容量不足');
        await waitForText(kind.locator('.ant-segmented-item-selected'), '风险');
        await add('outline-add-child', '申请增容');
        await waitForText(kind.locator('.ant-segmented-item-selected'), '对策');
        await chooseOption(page, page.getByTestId('pdpc-state'), '不可行');
        await add('outline-add-sibling', '错峰生产');
        await kind.getByText('对策', { exact: true }).click();
        await chooseOption(page, page.getByTestId('pdpc-state'), '选定');
        await waitForText(page.getByTestId('tool-file-state'), '已自动保存');
        await screenshot(page, 'new-tools-pdpc');

        await page.reload();
        await canvas.getByText('错峰生产').waitFor();
        // The judged node shows its judgement when selected again.
        await canvas.getByText('申请增容').click();
        await waitForText(page.getByTestId('pdpc-state'), /不可行/);
        const token = await tokenOf(page);
        const saved = await callApi<{ diagram: { root: OutlineNode } }>(
          baseUrl,
          token,
          'GET',
          `/newToolsChart/treeDiagramJson?id=${fileId}`,
        );
        const step = saved.diagram.root.children[0];
        const risk = step?.children[0];
        assert.equal(step?.text, '安装新焊机');
        assert.equal(step?.kind ?? 'step', 'step');
        assert.equal(risk?.text, '电网容量不足');
        assert.equal(risk?.kind, 'risk');
        assert.deepEqual(
          risk?.children.map((measure) => [measure.text, measure.kind, measure.state]),
          [
            ['申请增容', 'measure', 'infeasible'],
            ['错峰生产', 'measure', 'chosen'],
          ],
        );
      });
    },
  );

  test(
    'a matrix diagram: ◎ ○ △ by clicking with their totals, kept after a reload, then a Y matrix imported from Excel',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'new-tools-matrix', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, DEMO_USER);
        const token = await tokenOf(page);
        // An L matrix with its items, made through the API; the relations are set in the page.
        const file = await callApi<{ id: string; version: number }>(
          baseUrl,
          token,
          'POST',
          '/folders/creatOrEditFiles',
          {
            folderId: null,
            kind: 'matrix',
            name: '焊接缺陷对策矩阵',
            space: 'newTools',
          },
        );
        await callApi(baseUrl, token, 'POST', '/newToolsChart/editTreeDiagramJson', {
          id: file.id,
          version: file.version,
          diagram: {
            type: 'L',
            title: '焊接缺陷与对策',
            setNames: ['缺陷', '对策', '部门'],
            a: [
              { id: 'a1', text: '气孔' },
              { id: 'a2', text: '裂纹' },
            ],
            b: [
              { id: 'b1', text: '烘干焊条' },
              { id: 'b2', text: '焊前预热' },
              { id: 'b3', text: '清理坡口' },
            ],
            c: [],
            relations: {},
            weights: { '◎': 5, '○': 3, '△': 1 },
          },
        });
        await page.goto(`/matrix/${file.id}`);
        await waitForText(page.getByTestId('matrix-title'), /焊接缺陷与对策/);

        // Each click moves a cell on: blank → ◎ → ○ → △.
        const wanted = { b1: '◎', b2: '○', b3: '△' } as const;
        for (const [column, symbol] of Object.entries(wanted)) {
          const cell = page.getByTestId(`matrix-cell-a1-${column}`);
          for (const step of ['◎', '○', '△'].slice(0, ['◎', '○', '△'].indexOf(symbol) + 1)) {
            await cell.click();
            await waitForText(cell, step);
          }
        }
        // 气孔's total is 5 + 3 + 1; each column's is its one relation's weight.
        await waitForText(page.getByTestId('matrix-total-a1'), '9');
        await waitForText(page.getByTestId('matrix-total-b1'), '5');
        await waitForText(page.getByTestId('matrix-total-b2'), '3');
        await waitForText(page.getByTestId('matrix-total-b3'), '1');
        await waitForText(page.getByTestId('tool-file-state'), '已自动保存');
        await screenshot(page, 'new-tools-matrix');

        await page.reload();
        await waitForText(page.getByTestId('matrix-cell-a1-b2'), '○');
        await waitForText(page.getByTestId('matrix-total-a1'), '9');
        const saved = await callApi<{ diagram: { type: string; relations: Record<string, string> } }>(
          baseUrl,
          token,
          'GET',
          `/newToolsChart/treeDiagramJson?id=${file.id}`,
        );
        assert.deepEqual(saved.diagram.relations, { 'a1|b1': '◎', 'a1|b2': '○', 'a1|b3': '△' });

        await expectPngDownload(page, page.getByTestId('matrix-export-png'), /\.png$/);

        // 导入 Excel as a Y matrix (type 3): three sheets A×B, B×C, C×A replace the items and relations.
        await page.getByTestId('matrix-import').click();
        const modal = page.locator('.ant-modal:visible');
        await modal.getByTestId('matrix-import-type').getByText('Y 型').click();
        await waitForText(modal, /C × A/);
        assert.ok(await modal.getByRole('radio', { name: 'Y 型' }).isChecked(), 'Y 型 is chosen');
        await page.waitForTimeout(300); // the radio's check animation ends before the screenshot
        await screenshot(page, 'new-tools-matrix-import');
        const chooser = page.waitForEvent('filechooser');
        await modal.getByTestId('matrix-import-upload').click();
        await (await chooser).setFiles(await yMatrixWorkbook());
        await modal.waitFor({ state: 'hidden' });
        await waitForText(page.getByTestId('matrix-type').locator('.ant-segmented-item-selected'), 'Y 型');
        await waitForText(page.getByTestId('matrix-cell-a1-b1'), '◎');
        await waitForText(page.getByTestId('matrix-cell-b2-c2'), '◎');
        await waitForText(page.getByTestId('matrix-cell-c1-a1'), '△');
        await screenshot(page, 'new-tools-matrix-y');
        const imported = await callApi<{
          diagram: { type: string; relations: Record<string, string>; c: { text: string }[] };
        }>(baseUrl, token, 'GET', `/newToolsChart/treeDiagramJson?id=${file.id}`);
        assert.equal(imported.diagram.type, 'Y');
        assert.deepEqual(
          imported.diagram.c.map((item) => item.text),
          ['焊接车间', '设备科'],
        );
        assert.deepEqual(imported.diagram.relations, {
          'a1|b1': '◎',
          'a2|b2': '○',
          'b1|c1': '○',
          'b2|c2': '◎',
          'c1|a1': '△',
          'c2|a2': '○',
        });
      });
    },
  );

  test(
    "a matrix data analysis of USArrests shows R's eigenvalues, loadings and the score plot",
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'new-tools-matrix-analysis', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, DEMO_USER);
        const token = await tokenOf(page);
        const reference = referenceFixture('pca/pca_USArrests_scaled.json');
        const variables = reference.input.variables as string[];
        const rows = reference.input.data as number[][];
        const dataFile = await callApi<{ id: string }>(baseUrl, token, 'POST', '/folders/creatOrEditFiles', {
          name: '美国各州犯罪率',
          folderId: null,
          kind: 'data',
          space: 'newTools',
        });
        await callApi(baseUrl, token, 'POST', '/mSData/saveData', {
          id: dataFile.id,
          columns: variables.map((name, j) => ({ name, cells: rows.map((row) => String(row[j])) })),
          version: 1,
          space: 'newTools',
        });

        const fileId = await newToolFile(page, 'matrixAnalysis', '犯罪率主成分分析', /\/tool_matrix\//);
        await chooseOption(
          page,
          page.locator('.ant-select', { has: page.locator('#pca-data-file') }).first(),
          '美国各州犯罪率',
        );
        for (const variable of variables) {
          await page.locator('#pca-columns').click();
          await page
            .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: variable })
            .first()
            .click();
        }
        await page.keyboard.press('Escape');
        await page.getByTestId('pca-analyse').click();

        const eigenvalues = reference.expected.eigenvalues as number[];
        const first = (eigenvalues[0] ?? Number.NaN).toFixed(4);
        const eigenTable = page.getByTestId('pca-eigen-table');
        await waitForText(eigenTable, new RegExp(`PC1\\s+${first.replace('.', '\\.')}`));
        await waitForText(eigenTable, new RegExp((eigenvalues[3] ?? Number.NaN).toFixed(4).replace('.', '\\.')));
        // R's loading of Assault on PC1 (sign normalised: the largest element positive).
        const assault = (reference.expected.loadings.values[1][0] as number).toFixed(4);
        await waitForText(page.getByTestId('pca-loadings-table'), new RegExp(assault.replace('.', '\\.')));
        await page.getByTestId('pca-score-plot').locator('canvas').first().waitFor();
        await page.getByTestId('pca-biplot').locator('canvas').first().waitFor();
        await waitForText(page.getByTestId('tool-file-state'), '已自动保存');
        await page.waitForTimeout(800); // the charts finish their entry animation before the screenshot
        await screenshot(page, 'new-tools-matrix-analysis');

        const file = await callApi<{ settings: { dataFileId: string; columns: number[]; standardize: boolean } }>(
          baseUrl,
          token,
          'GET',
          `/folderAndFile/msFileDetail?id=${fileId}&space=newTools`,
        );
        assert.equal(file.settings.dataFileId, dataFile.id);
        assert.deepEqual([...file.settings.columns].sort(), [0, 1, 2, 3]);
        assert.equal(file.settings.standardize, true);
      });
    },
  );
});
