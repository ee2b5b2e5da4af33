import { describe, expect, it } from 'vitest';
import { type Box, type FishboneLayout, type FishboneSegment, layoutFishbone, type Point } from './fishbone-layout';
import { addCause, type FishboneCause, type FishboneDiagram, MAX_DEPTH, newFishbone, ROOT } from './fishbone-model';

type Tree = [string, Tree[]?];

function cause(id: string, [text, kids = []]: Tree): FishboneCause {
  return { id, text, causes: kids.map((kid, i) => cause(`${id}.${i}`, kid)) };
}

function diagram(problem: string, bones: Tree[]): FishboneDiagram {
  return { problem, bones: bones.map((bone, i) => cause(`b${i}`, bone)) };
}

// A weld-defect analysis as a quality circle would draw it: 5M1E with two or three levels.
const weld = diagram('焊缝气孔不良率高达 3.2%', [
  [
    '人',
    [
      ['操作不熟练', [['新员工多'], ['培训不到位']]],
      ['责任心不强', [['考核缺失']]],
      ['疲劳作业', [['连续加班两周以上']]],
    ],
  ],
  ['机', [['焊机电流不稳', [['电源电压波动'], ['接地不良'], ['送丝轮磨损']]], ['气体流量计失准']]],
  ['料', [['焊丝受潮', [['仓库湿度大'], ['开封后未密封']]], ['母材表面油污'], ['保护气纯度低 (<99.9%)']]],
  ['法', [['焊接参数不合理', [['电流偏大'], ['焊速过快']]], ['作业指导书未更新'], ['未预热']]],
  ['环', [['车间湿度大'], ['穿堂风', [['门窗未关']]]]],
  ['测', [['检测方法不统一', [['X 光片判读标准不一']]], ['量具未校准']]],
]);

function intersects(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function shrink(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

// True when the two segments cross at a point inside both (meeting at an end, as a branch meets its parent, is fine).
function segmentsCross(s: FishboneSegment, t: FishboneSegment) {
  const eps = 1e-6;
  const d1 = cross(s.from, s.to, t.from);
  const d2 = cross(s.from, s.to, t.to);
  const d3 = cross(t.from, t.to, s.from);
  const d4 = cross(t.from, t.to, s.to);
  return ((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps)) && ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps));
}

// True when the segment passes through the inside of the box.
function segmentHitsBox(s: FishboneSegment, box: Box) {
  const steps = 200;
  for (let i = 0; i <= steps; i++) {
    const x = s.from.x + ((s.to.x - s.from.x) * i) / steps;
    const y = s.from.y + ((s.to.y - s.from.y) * i) / steps;
    if (x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height) return true;
  }
  return false;
}

function problems(layout: FishboneLayout): string[] {
  const found: string[] = [];
  const boxes = [...layout.labels.map((l) => ({ id: l.id, box: l.box })), { id: ROOT, box: layout.head.box }];
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) if (intersects(a.box, b.box)) found.push(`labels ${a.id} and ${b.id} overlap`);
  });
  layout.segments.forEach((s, i) => {
    for (const t of layout.segments.slice(i + 1))
      if (segmentsCross(s, t)) found.push(`lines ${s.id} and ${t.id} cross`);
    for (const b of boxes) {
      if (b.id !== s.id && segmentHitsBox(s, shrink(b.box, 1))) found.push(`line ${s.id} crosses label ${b.id}`);
    }
  });
  for (const b of boxes) {
    if (b.box.x < 0 || b.box.y < 0 || b.box.x + b.box.width > layout.width || b.box.y + b.box.height > layout.height) {
      found.push(`label ${b.id} is outside the drawing`);
    }
  }
  return found;
}

// A small deterministic random generator (mulberry32), so a failing case can be reproduced.
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  '设备',
  '老化',
  '温度',
  '偏高',
  'Cpk',
  '不足',
  '夹具',
  '松动',
  '培训',
  '人员',
  '5S',
  '标准',
  '未执行',
  '湿度',
];

function randomDiagram(seed: number): FishboneDiagram {
  const next = random(seed);
  const pick = (n: number) => Math.floor(next() * n);
  const text = () => Array.from({ length: 1 + pick(4) }, () => WORDS[pick(WORDS.length)]).join('');
  const grow = (id: string, depth: number): FishboneCause => ({
    id,
    text: text(),
    causes:
      depth >= MAX_DEPTH
        ? []
        : Array.from({ length: pick(depth === 1 ? 5 : 4 - depth / 2) }, (_, i) => grow(`${id}.${i}`, depth + 1)),
  });
  return { problem: text(), bones: Array.from({ length: 1 + pick(8) }, (_, i) => grow(`b${i}`, 1)) };
}

const bone = (layout: FishboneLayout, id: string) => layout.segments.find((s) => s.kind === 'bone' && s.id === id);
const labelOf = (layout: FishboneLayout, id: string) => layout.labels.find((l) => l.id === id);

describe('layoutFishbone', () => {
  it('lays out a realistic three-level diagram with no overlapping texts and no crossing lines', () => {
    const layout = layoutFishbone(weld);
    expect(layout.labels).toHaveLength(6 + 15 + 13);
    expect(problems(layout)).toEqual([]);
  });

  it('puts the head right of every bone, on the spine', () => {
    const layout = layoutFishbone(weld);
    const head = layout.head.box;
    for (const s of layout.segments.filter((s) => s.kind !== 'spine')) {
      expect(Math.max(s.from.x, s.to.x)).toBeLessThan(head.x);
    }
    for (const l of layout.labels) expect(l.box.x + l.box.width).toBeLessThan(head.x);
    const spine = layout.segments.find((s) => s.kind === 'spine');
    expect(spine?.to).toEqual({ x: head.x, y: layout.spineY });
    expect(head.y + head.height / 2).toBeCloseTo(layout.spineY);
    expect(layout.head.lines.join('')).toBe('焊缝气孔不良率高达 3.2%');
  });

  it('alternates the main bones above and below the spine, slanted about 60° towards the head', () => {
    const layout = layoutFishbone(weld);
    weld.bones.forEach((b, i) => {
      const s = bone(layout, b.id);
      if (!s) throw new Error(`no bone ${b.id}`);
      expect(s.from.y).toBeCloseTo(layout.spineY);
      expect(s.to.y < layout.spineY).toBe(i % 2 === 0);
      expect(labelOf(layout, b.id)?.side).toBe(i % 2 === 0 ? 'top' : 'bottom');
      expect(s.to.x).toBeLessThan(s.from.x);
      const angle = (Math.atan2(Math.abs(s.to.y - s.from.y), s.from.x - s.to.x) * 180) / Math.PI;
      expect(angle).toBeCloseTo(60, 5);
    });
    // Read left to right, the bones on each side keep their order.
    const xs = weld.bones.map((b) => bone(layout, b.id)?.from.x ?? 0);
    expect(xs[2]).toBeGreaterThan(xs[0] ?? 0);
    expect(xs[4]).toBeGreaterThan(xs[2] ?? 0);
    expect(xs[3]).toBeGreaterThan(xs[1] ?? 0);
  });

  it('draws level-2 causes as horizontal lines and level-3 causes as slanted ones', () => {
    const layout = layoutFishbone(weld);
    for (const s of layout.segments.filter((s) => s.kind === 'cause')) {
      if (s.level % 2 === 0) expect(s.from.y).toBe(s.to.y);
      else expect(Math.abs(s.from.y - s.to.y)).toBeGreaterThan(10);
      expect(s.to.x).toBeLessThan(s.from.x);
    }
  });

  it('lists siblings top to bottom on both sides', () => {
    const layout = layoutFishbone(weld);
    for (const parent of ['b0', 'b1', 'b0.0', 'b1.0']) {
      const ys = (weld.bones.flatMap((b) => [b, ...b.causes]).find((c) => c.id === parent)?.causes ?? []).map(
        (c) => labelOf(layout, c.id)?.y ?? 0,
      );
      expect(ys.length).toBeGreaterThan(1);
      expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    }
  });

  it('gives a bone more room the more cause rows it has, and the wider its texts', () => {
    // A bone's causes lie between it and its left neighbour on the same side (人 and 料 are both above the spine).
    const d = newFishbone(() => `b${Math.random()}`);
    const [man, , material] = d.bones.map((b) => b.id);
    const few = layoutFishbone(addCause(d, material ?? '', '来料检验漏检', 'x'));
    let many = d;
    for (let i = 0; i < 8; i++) many = addCause(many, material ?? '', '来料检验漏检', `x${i}`);
    const tall = layoutFishbone(many);
    const wide = layoutFishbone(addCause(d, material ?? '', '来料检验漏检，供应商未提供出厂检验报告', 'x'));
    const room = (l: FishboneLayout) => (bone(l, material ?? '')?.from.x ?? 0) - (bone(l, man ?? '')?.from.x ?? 0);
    const length = (l: FishboneLayout) => Math.abs((bone(l, material ?? '')?.to.y ?? 0) - l.spineY);
    // Rows stack along the slanted bone, parallel to its neighbour: more rows make it longer, wider texts push it on.
    expect(length(tall)).toBeGreaterThan(length(few) + 6 * 25);
    expect(room(tall)).toBeGreaterThanOrEqual(room(few));
    expect(room(wide)).toBeGreaterThan(room(few) + 150);
    expect(problems(tall)).toEqual([]);
    expect(problems(wide)).toEqual([]);
  });

  it('keeps five levels and long texts apart', () => {
    let d = newFishbone(() => `b${Math.random()}`);
    let parent = d.bones[1]?.id ?? '';
    for (let level = 2; level <= MAX_DEPTH; level++) {
      d = addCause(d, parent, `第${level}级原因：检验记录缺失导致追溯困难`, `l${level}`);
      d = addCause(d, parent, `第${level}级`, `m${level}`);
      parent = `l${level}`;
    }
    expect(problems(layoutFishbone(d))).toEqual([]);
  });

  it('wraps a long problem over several lines in the head', () => {
    const layout = layoutFishbone({ ...weld, problem: '某型号变速箱壳体加工后平面度超差，导致装配漏油，客户投诉三起' });
    expect(layout.head.lines.length).toBeGreaterThan(1);
    expect(problems(layout)).toEqual([]);
  });

  it('draws an empty diagram as a spine and a head', () => {
    const layout = layoutFishbone({ problem: '', bones: [] });
    expect(layout.labels).toEqual([]);
    expect(layout.segments.map((s) => s.kind)).toEqual(['spine']);
    expect(layout.head.box.width).toBeGreaterThan(0);
  });

  it.each(Array.from({ length: 40 }, (_, i) => i + 1))('keeps random diagram %i free of overlaps', (seed) => {
    expect(problems(layoutFishbone(randomDiagram(seed)))).toEqual([]);
  });
});
