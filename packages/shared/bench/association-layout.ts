import { performance } from 'node:perf_hooks';
import type { AssociationDiagram } from '../src/domain/seven-tools/association';
import { layoutAssociation } from '../src/domain/seven-tools/association-layout';

// How long the relations-diagram layout takes on realistic diagrams (target: ≤ 1 s for 500 nodes, where
// @dagrejs/dagre took 1.0–1.5 s). Run: npm run bench -w @qis/shared

const TARGET_MS = 1000;
const RUNS = 15;
const WARM_UP = 3;
const CHARACTERS =
  '设备老化温度过高操作人员培训不足原材料批次波动工艺参数漂移检验方法不当环境湿度夹具磨损供应商来料管理制度缺失';

// mulberry32: the same diagrams on every run.
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let r = Math.imul(s ^ (s >>> 15), 1 | s);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A relations diagram as people draw them: a few problems, causes in chains toward them (each cause points at one
 * or two nodes nearer a problem), some mutual causes (cycles), about 1.4 arrows a node, texts of 6–20 CJK characters.
 */
function realisticDiagram(count: number, seed: number): AssociationDiagram {
  const next = random(seed);
  const pick = (below: number) => Math.floor(next() * below);
  const text = () => Array.from({ length: 6 + pick(15) }, () => CHARACTERS[pick(CHARACTERS.length)]).join('');
  const problems = Math.max(1, Math.round(count / 100));
  const nodes = Array.from({ length: count }, (_, i) => ({
    id: `n${i}`,
    text: text(),
    kind: i < problems ? ('problem' as const) : ('cause' as const),
  }));
  const edges: AssociationDiagram['edges'] = [];
  const arrow = (from: number, to: number) => {
    if (from !== to) edges.push({ id: `e${edges.length}`, from: `n${from}`, to: `n${to}` });
  };
  for (let i = problems; i < count; i++) {
    // Toward a node added shortly before: chains of causes several steps long.
    arrow(i, Math.max(0, i - 1 - pick(Math.min(i, 40))));
    if (next() < 0.3) arrow(i, pick(i));
    if (next() < 0.1) arrow(pick(i), i); // an arrow back: a cycle
  }
  return { nodes, edges };
}

/** Every tenth node dragged somewhere by hand (the layout then moves others out of their way). */
function placedByHand(diagram: AssociationDiagram): AssociationDiagram {
  const next = random(7);
  const width = Math.sqrt(diagram.nodes.length) * 260;
  const nodes = diagram.nodes.map((node, i) =>
    i % 10 === 0 ? { ...node, x: Math.round(next() * width), y: Math.round(next() * width) } : node,
  );
  return { ...diagram, nodes };
}

function measure(count: number, handPlaced = false) {
  const realistic = realisticDiagram(count, 2024);
  const diagram = handPlaced ? placedByHand(realistic) : realistic;
  for (let i = 0; i < WARM_UP; i++) layoutAssociation(diagram);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    layoutAssociation(diagram);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] as number;
  const max = times[RUNS - 1] as number;
  const perNode = (diagram.edges.length / count).toFixed(2);
  const verdict = median <= TARGET_MS ? `≤ ${TARGET_MS} ms: yes` : `≤ ${TARGET_MS} ms: NO`;
  console.log(
    `${String(count).padStart(5)} nodes${handPlaced ? ' (10 % placed by hand)' : ''}, ` +
      `${diagram.edges.length} arrows (${perNode}/node): ` +
      `median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms, ${verdict}`,
  );
  return median <= TARGET_MS;
}

console.log(`layoutAssociation, median of ${RUNS} runs after ${WARM_UP} warm-up runs`);
const results = [measure(100), measure(500), measure(1000), measure(500, true)];
if (!results[1] || !results[3]) process.exitCode = 1;
