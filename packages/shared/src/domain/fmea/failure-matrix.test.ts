import { describe, expect, it } from 'vitest';
import { failureMatrix } from './failure-matrix';
import { FMEA_KINDS } from './kinds';
import { IDS, sampleNet } from './test-net';

describe('failureMatrix', () => {
  it('puts the modes of the focus element across, effects and causes of the function net down, links in the cells', () => {
    const matrix = failureMatrix(FMEA_KINDS.dfmea, sampleNet(), IDS.piston);
    expect(matrix.x.map((m) => m.name)).toEqual(['活塞卡滞']);
    expect(matrix.effects.map((f) => [f.name, f.severity, f.elementName])).toEqual([
      ['车辆无法停车', 10, '制动钳总成'],
      ['制动距离变长', 8, '制动钳总成'],
    ]);
    expect(matrix.causes.map((f) => f.name)).toEqual(['密封圈溶胀', '缸孔粗糙度超差']);
    expect(matrix.cells.filter((c) => c.role === 'effect')).toHaveLength(2);
    const swollen = matrix.cells.find((c) => c.failureId === IDS.sealSwollen);
    // S 10 (the worse effect), O 4, D 6: H, RPN 240.
    expect(swollen).toMatchObject({
      modeId: IDS.pistonStuck,
      role: 'cause',
      chain: { severity: 10, occurrence: 4, detection: 6, ap: 'H', rpn: 240, apAfter: null, actions: 0 },
    });
    // Not rated for O yet: no AP.
    expect(matrix.cells.find((c) => c.failureId === IDS.boreRough)?.chain).toMatchObject({ ap: null, rpn: null });
  });

  it('keeps a linked failure on its axis when the function net no longer reaches it', () => {
    const net = sampleNet();
    net.functionLinks = net.functionLinks.filter((l) => l.lowerId !== IDS.sealFn);
    const matrix = failureMatrix(FMEA_KINDS.dfmea, net, IDS.piston);
    expect(matrix.causes.map((f) => [f.name, f.inFunctionNet])).toEqual([
      ['密封圈溶胀', false],
      ['缸孔粗糙度超差', false],
    ]);
    expect(matrix.effects.every((f) => f.inFunctionNet)).toBe(true);
  });

  it('offers the unlinked failures of the function net as empty rows', () => {
    const net = sampleNet();
    net.failureLinks = net.failureLinks.filter((l) => l.causeId !== IDS.boreRough);
    net.risks = net.risks.filter((r) => r.causeId !== IDS.boreRough);
    const matrix = failureMatrix(FMEA_KINDS.dfmea, net, IDS.piston);
    expect(matrix.causes.map((f) => f.name)).toContain('缸孔粗糙度超差');
    expect(matrix.cells.some((c) => c.failureId === IDS.boreRough)).toBe(false);
  });

  it('has no columns nor cells for an element without failure modes, its higher failures still offered', () => {
    const matrix = failureMatrix(FMEA_KINDS.dfmea, sampleNet(), IDS.seal);
    expect(matrix).toMatchObject({ x: [], causes: [], cells: [] });
    expect(matrix.effects.map((f) => [f.type, f.name])).toEqual([['FM', '活塞卡滞']]);
  });
});
