import { formSheetRows } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { largeDfmeaNet } from '../../../../../../packages/shared/bench/fmea-net';
import { formSheetLayout } from './form-sheet-layout';
import { formSheetPdf } from './form-sheet-pdf';
import { pdfPageItems } from './pdf-text.test-support';

const header = {
  companyName: '示例零部件有限公司',
  location: '苏州',
  customerName: '某主机厂',
  modelYear: '2027',
  subject: '制动钳总成',
  startDate: '2026-01-05',
  revisionDate: '2026-11-28',
  fmeaNumber: 'DFMEA-PDF-1',
  responsibility: '设计部',
  confidentiality: '内部',
  team: '张伟、李娜',
};

describe('the DFMEA form sheet as PDF', () => {
  it('spreads 250 chains over pages with the column heads and page numbers on each, every chain exactly once', async () => {
    const net = largeDfmeaNet(1, 10, 25, 10);
    const rows = formSheetRows(0, net);
    expect(rows.length).toBe(250);
    const bytes = await formSheetPdf({ layout: formSheetLayout(0), header, rows, net, userNames: new Map() });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The Chinese font is embedded (as a subset of the glyphs used), not merely named.
    expect(bytes.includes('FontFile2')).toBe(true);

    const pages = await pdfPageItems(bytes);
    expect(pages.length).toBeGreaterThan(3);
    const text = (page: string[]) => page.join('');
    expect(text(pages[0] ?? [])).toContain('设计失效模式及影响分析（DFMEA）');
    expect(pages[0]).toContain('DFMEA-PDF-1');
    pages.forEach((page, index) => {
      expect(page).toContain('失效分析（步骤四）');
      expect(text(page)).toContain('措施优先级（AP）');
      expect(page).toContain(`第 ${index + 1} 页 / 共 ${pages.length} 页`);
    });
    // Each chain's AP cell is written once: no chain is lost at a page break, none is written twice.
    const apCells = pages.flat().filter((item) => item === 'H' || item === 'M' || item === 'L');
    expect(apCells.length).toBe(rows.filter((row) => row.ap).length);
    // A failure mode broken by a page shows its cells again on the next page: each of the 25 at least once.
    const all = pages.map(text).join('');
    for (let m = 1; m <= 25; m++) expect(all).toContain(`子系统 1 失效模式 ${m}`);
  });
});
