import { describe, expect, it } from 'vitest';
import {
  type ArrowActivityInput,
  type ArrowDiagramError,
  type ArrowDiagramSchedule,
  CRITICAL_PATH_LIMIT,
  scheduleArrowDiagram,
} from './arrow-diagram';

// [id, duration, predecessors]; the name is the id unless a test needs another.
type Row = [string, number, string[]];
const network = (rows: Row[]): ArrowActivityInput[] =>
  rows.map(([id, duration, predecessors]) => ({ id, name: id, duration, predecessors }));

const scheduled = (activities: ArrowActivityInput[]): ArrowDiagramSchedule => {
  const result = scheduleArrowDiagram(activities);
  if (!result.ok) throw new Error(`expected a schedule, got: ${result.error.message}`);
  return result.schedule;
};
const refused = (activities: ArrowActivityInput[]): ArrowDiagramError => {
  const result = scheduleArrowDiagram(activities);
  if (result.ok) throw new Error('expected the network to be refused');
  return result.error;
};

// [id, ES, EF, LS, LF, TF, FF]
type Figures = [string, number, number, number, number, number, number];
const figures = (schedule: ArrowDiagramSchedule): Figures[] =>
  schedule.activities.map((a) => [
    a.id,
    a.earliestStart,
    a.earliestFinish,
    a.latestStart,
    a.latestFinish,
    a.totalFloat,
    a.freeFloat,
  ]);

const expectTopological = (activities: ArrowActivityInput[], order: string[]) => {
  const position = new Map(order.map((id, index) => [id, index]));
  expect(order).toHaveLength(activities.length);
  for (const activity of activities) {
    for (const p of activity.predecessors) {
      expect(position.get(p)).toBeLessThan(position.get(activity.id) as number);
    }
  }
};

describe('scheduleArrowDiagram on textbook networks', () => {
  // Heizer & Render, Operations Management, "Milwaukee Paper Manufacturing" (weeks): critical path A-C-E-G-H,
  // 15 weeks; slack A 0, B 1, C 0, D 1, E 0, F 6, G 0, H 0.
  // By hand, forward: A 0–2, B 0–3, C 2–4, D max(2, 3) = 3–7, E 4–8, F 4–7, G max(7, 8) = 8–13,
  // H max(7, 13) = 13–15, so T = 15. Backward: H 13–15, G LF 13 → LS 8, F LF 13 → LS 10, E LF 8 → LS 4,
  // D LF 8 → LS 4, C LF min(4, 10) = 4 → LS 2, B LF 4 → LS 1, A LF min(2, 4) = 2 → LS 0.
  // Free float: D = ES(G) 8 − 7 = 1, F = ES(H) 13 − 7 = 6, B = ES(D) 3 − 3 = 0, the others 0.
  const milwaukee = network([
    ['A', 2, []],
    ['B', 3, []],
    ['C', 2, ['A']],
    ['D', 4, ['A', 'B']],
    ['E', 4, ['C']],
    ['F', 3, ['C']],
    ['G', 5, ['D', 'E']],
    ['H', 2, ['F', 'G']],
  ]);

  it('computes the Milwaukee Paper figures', () => {
    const schedule = scheduled(milwaukee);
    expect(schedule.projectDuration).toBe(15);
    expect(figures(schedule)).toEqual([
      ['A', 0, 2, 0, 2, 0, 0],
      ['B', 0, 3, 1, 4, 1, 0],
      ['C', 2, 4, 2, 4, 0, 0],
      ['D', 3, 7, 4, 8, 1, 1],
      ['E', 4, 8, 4, 8, 0, 0],
      ['F', 4, 7, 10, 13, 6, 6],
      ['G', 8, 13, 8, 13, 0, 0],
      ['H', 13, 15, 13, 15, 0, 0],
    ]);
    expect(schedule.criticalActivities).toEqual(['A', 'C', 'E', 'G', 'H']);
    expect(schedule.criticalPaths).toEqual([['A', 'C', 'E', 'G', 'H']]);
    expect(schedule.truncated).toBe(false);
    expect(schedule.activities.filter((a) => a.critical).map((a) => a.id)).toEqual(['A', 'C', 'E', 'G', 'H']);
    expectTopological(milwaukee, schedule.order);
  });

  // Hillier & Lieberman, Introduction to Operations Research, "Reliable Construction Co." house project (weeks):
  // 44 weeks, critical path A-B-C-E-F-J-L-N, slack D 4, G 4, H 4, I 2, K 1, M 4.
  // By hand, forward: A 0–2, B 2–6, C 6–16, D 16–22, E 16–20, F 20–25, G 22–29, H max(20, 29) = 29–38,
  // I 16–23, J max(25, 23) = 25–33, K 33–37, L 33–38, M 38–40, N max(37, 38) = 38–44; T = max(40, 44) = 44.
  // Backward: N 38–44, M 42–44, L LF 38 → 33, K LF 38 → 34, J LF min(34, 33) = 33 → 25, I LF 25 → 18,
  // H LF 42 → 33, G LF 33 → 26, F LF 25 → 20, E LF min(20, 33) = 20 → 16, D LF 26 → 20,
  // C LF min(20, 16, 18) = 16 → 6, B 2–6, A 0–2.
  // Free float: I = ES(J) 25 − 23 = 2, K = ES(N) 38 − 37 = 1, M = T 44 − 40 = 4; D, G, H only share theirs (0).
  const reliable = network([
    ['A', 2, []], // excavate
    ['B', 4, ['A']], // lay the foundation
    ['C', 10, ['B']], // put up the rough wall
    ['D', 6, ['C']], // put up the roof
    ['E', 4, ['C']], // install the exterior plumbing
    ['F', 5, ['E']], // install the interior plumbing
    ['G', 7, ['D']], // put up the exterior siding
    ['H', 9, ['E', 'G']], // do the exterior painting
    ['I', 7, ['C']], // do the electrical work
    ['J', 8, ['F', 'I']], // put up the wallboard
    ['K', 4, ['J']], // install the flooring
    ['L', 5, ['J']], // do the interior painting
    ['M', 2, ['H']], // install the exterior fixtures
    ['N', 6, ['K', 'L']], // install the interior fixtures
  ]);

  it('computes the Reliable Construction figures', () => {
    const schedule = scheduled(reliable);
    expect(schedule.projectDuration).toBe(44);
    expect(figures(schedule)).toEqual([
      ['A', 0, 2, 0, 2, 0, 0],
      ['B', 2, 6, 2, 6, 0, 0],
      ['C', 6, 16, 6, 16, 0, 0],
      ['D', 16, 22, 20, 26, 4, 0],
      ['E', 16, 20, 16, 20, 0, 0],
      ['F', 20, 25, 20, 25, 0, 0],
      ['G', 22, 29, 26, 33, 4, 0],
      ['H', 29, 38, 33, 42, 4, 0],
      ['I', 16, 23, 18, 25, 2, 2],
      ['J', 25, 33, 25, 33, 0, 0],
      ['K', 33, 37, 34, 38, 1, 1],
      ['L', 33, 38, 33, 38, 0, 0],
      ['M', 38, 40, 42, 44, 4, 4],
      ['N', 38, 44, 38, 44, 0, 0],
    ]);
    expect(schedule.criticalPaths).toEqual([['A', 'B', 'C', 'E', 'F', 'J', 'L', 'N']]);
    expectTopological(reliable, schedule.order);
  });

  // Milwaukee with F lengthened from 3 to 9 weeks: A-C-F-H = 2 + 2 + 9 + 2 = 15 ties A-C-E-G-H = 2 + 2 + 4 + 5 + 2.
  // By hand: F 4–13, H max(13, 13) = 13–15; backward F LF 13 → LS 4, so F's float is 0 and both paths are critical.
  it('returns both of two parallel critical paths', () => {
    const schedule = scheduled(milwaukee.map((a) => (a.id === 'F' ? { ...a, duration: 9 } : a)));
    expect(schedule.projectDuration).toBe(15);
    expect(figures(schedule).find(([id]) => id === 'F')).toEqual(['F', 4, 13, 4, 13, 0, 0]);
    expect(schedule.criticalActivities).toEqual(['A', 'C', 'E', 'F', 'G', 'H']);
    expect(schedule.criticalPaths).toEqual([
      ['A', 'C', 'E', 'G', 'H'],
      ['A', 'C', 'F', 'H'],
    ]);
    expect(schedule.truncated).toBe(false);
  });

  // S 0–2; A and B 2–5 in parallel; D 2–3 with LS 4; C 5–9. Critical paths S-A-C and S-B-C; D floats 2.
  it('enumerates parallel branches that merge again', () => {
    const schedule = scheduled(
      network([
        ['S', 2, []],
        ['A', 3, ['S']],
        ['B', 3, ['S']],
        ['D', 1, ['S']],
        ['C', 4, ['A', 'B', 'D']],
      ]),
    );
    expect(schedule.projectDuration).toBe(9);
    expect(figures(schedule)).toEqual([
      ['S', 0, 2, 0, 2, 0, 0],
      ['A', 2, 5, 2, 5, 0, 0],
      ['B', 2, 5, 2, 5, 0, 0],
      ['D', 2, 3, 4, 5, 2, 2],
      ['C', 5, 9, 5, 9, 0, 0],
    ]);
    expect(schedule.criticalPaths).toEqual([
      ['S', 'A', 'C'],
      ['S', 'B', 'C'],
    ]);
  });

  // Two unconnected chains of 5 each: A-C and B-D are both critical, each from its own first to its own last activity.
  it('finds critical paths with different first and last activities', () => {
    const schedule = scheduled(
      network([
        ['A', 3, []],
        ['B', 1, []],
        ['C', 2, ['A']],
        ['D', 4, ['B']],
        ['E', 1, []],
      ]),
    );
    expect(schedule.projectDuration).toBe(5);
    expect(schedule.criticalPaths).toEqual([
      ['A', 'C'],
      ['B', 'D'],
    ]);
    expect(figures(schedule).find(([id]) => id === 'E')).toEqual(['E', 0, 1, 4, 5, 4, 4]);
  });
});

describe('scheduleArrowDiagram on small and special networks', () => {
  it('schedules a single activity', () => {
    const schedule = scheduled([{ id: 'a', name: '编制计划', duration: 5, predecessors: [] }]);
    expect(schedule).toEqual({
      activities: [
        {
          id: 'a',
          name: '编制计划',
          duration: 5,
          earliestStart: 0,
          earliestFinish: 5,
          latestStart: 0,
          latestFinish: 5,
          totalFloat: 0,
          freeFloat: 0,
          critical: true,
        },
      ],
      order: ['a'],
      projectDuration: 5,
      criticalActivities: ['a'],
      criticalPaths: [['a']],
      truncated: false,
    });
  });

  // Start and End milestones (0) and a dummy X (0) after B, as an arrow drawing would need it.
  // Forward: Start 0–0, A 0–4, B 0–2, X 2–2, C max(4, 2) = 4–7, End 7–7; T = 7.
  // Backward: End 7–7, C 4–7, X LF 4 → LS 4, A LF 4 → LS 0, B LF 4 → LS 2, Start LF min(0, 2) = 0.
  it('handles zero-duration dummies and milestones', () => {
    const schedule = scheduled(
      network([
        ['Start', 0, []],
        ['A', 4, ['Start']],
        ['B', 2, ['Start']],
        ['X', 0, ['B']],
        ['C', 3, ['A', 'X']],
        ['End', 0, ['C']],
      ]),
    );
    expect(schedule.projectDuration).toBe(7);
    expect(figures(schedule)).toEqual([
      ['Start', 0, 0, 0, 0, 0, 0],
      ['A', 0, 4, 0, 4, 0, 0],
      ['B', 0, 2, 2, 4, 2, 0],
      ['X', 2, 2, 4, 4, 2, 2],
      ['C', 4, 7, 4, 7, 0, 0],
      ['End', 7, 7, 7, 7, 0, 0],
    ]);
    expect(schedule.criticalPaths).toEqual([['Start', 'A', 'C', 'End']]);
  });

  it('schedules a network of nothing but milestones', () => {
    const schedule = scheduled(
      network([
        ['M1', 0, []],
        ['M2', 0, ['M1']],
      ]),
    );
    expect(schedule.projectDuration).toBe(0);
    expect(schedule.criticalPaths).toEqual([['M1', 'M2']]);
  });

  // A 0–2.5; B 2.5–2.6; C 2.6–2.8 (2.8000000000000003 in binary); D 2.5–2.8; E 2.8–4.05. Both branches into E
  // are critical although 2.5 + 0.1 + 0.2 and 2.5 + 0.3 differ in the last bit. F 0–1.5, G 1.5–2 beside them:
  // G LS 4.05 − 0.5 = 3.55, F LS 3.55 − 1.5 = 2.05, so both float 2.05; F's free float is 0, G's 2.05.
  it('treats rounding residues of decimal durations as no float', () => {
    const schedule = scheduled(
      network([
        ['A', 2.5, []],
        ['B', 0.1, ['A']],
        ['C', 0.2, ['B']],
        ['D', 0.3, ['A']],
        ['E', 1.25, ['C', 'D']],
        ['F', 1.5, []],
        ['G', 0.5, ['F']],
      ]),
    );
    expect(schedule.projectDuration).toBeCloseTo(4.05, 12);
    expect(schedule.criticalPaths).toEqual([
      ['A', 'B', 'C', 'E'],
      ['A', 'D', 'E'],
    ]);
    const byId = new Map(schedule.activities.map((a) => [a.id, a]));
    expect(byId.get('A')).toMatchObject({ earliestStart: 0, latestStart: 0, earliestFinish: 2.5, latestFinish: 2.5 });
    for (const id of ['A', 'B', 'C', 'D', 'E']) {
      expect(byId.get(id)?.latestStart).toBe(byId.get(id)?.earliestStart);
      expect(byId.get(id)?.totalFloat).toBe(0);
      expect(byId.get(id)?.freeFloat).toBe(0);
    }
    expect(byId.get('F')?.latestStart).toBeCloseTo(2.05, 12);
    expect(byId.get('F')?.totalFloat).toBeCloseTo(2.05, 12);
    expect(byId.get('F')?.freeFloat).toBe(0);
    expect(byId.get('G')?.freeFloat).toBeCloseTo(2.05, 12);
    expect(byId.get('G')?.critical).toBe(false);
  });

  it('counts a predecessor listed twice once', () => {
    const schedule = scheduled(
      network([
        ['A', 1, []],
        ['B', 2, ['A', 'A']],
      ]),
    );
    expect(schedule.projectDuration).toBe(3);
    expect(schedule.criticalPaths).toEqual([['A', 'B']]);
  });

  it(`lists at most ${CRITICAL_PATH_LIMIT} critical paths and says when it stopped`, () => {
    const parallel = (count: number) => network(Array.from({ length: count }, (_, i): Row => [`P${i}`, 1, []]));
    const exactly = scheduled(parallel(CRITICAL_PATH_LIMIT));
    expect(exactly.criticalPaths).toHaveLength(CRITICAL_PATH_LIMIT);
    expect(exactly.truncated).toBe(false);
    const more = scheduled(parallel(CRITICAL_PATH_LIMIT + 1));
    expect(more.criticalPaths).toHaveLength(CRITICAL_PATH_LIMIT);
    expect(more.truncated).toBe(true);
    expect(more.criticalActivities).toHaveLength(CRITICAL_PATH_LIMIT + 1);
  });
});

describe('scheduleArrowDiagram refusals', () => {
  it('refuses an empty network', () => {
    expect(refused([])).toEqual({ code: 'empty', message: '请至少添加一个活动', activityIds: [] });
  });

  it('names the activities of a cycle in order', () => {
    const activities: ArrowActivityInput[] = [
      { id: 'd', name: '丁', duration: 1, predecessors: ['c'] },
      { id: 'a', name: '甲', duration: 1, predecessors: ['c'] },
      { id: 'b', name: '乙', duration: 2, predecessors: ['a'] },
      { id: 'c', name: '丙', duration: 3, predecessors: ['b'] },
      { id: 'e', name: '戊', duration: 1, predecessors: [] },
    ];
    expect(refused(activities)).toEqual({
      code: 'cycle',
      message: '活动存在循环依赖：甲 → 乙 → 丙 → 甲',
      activityIds: ['a', 'b', 'c'],
    });
  });

  it('refuses two activities that wait for each other', () => {
    const error = refused(
      network([
        ['A', 1, []],
        ['B', 1, ['A', 'C']],
        ['C', 1, ['B']],
      ]),
    );
    expect(error.message).toBe('活动存在循环依赖：B → C → B');
    expect(error.activityIds).toEqual(['B', 'C']);
  });

  it('refuses an activity that precedes itself', () => {
    expect(refused(network([['A', 1, ['A']]]))).toEqual({
      code: 'selfDependency',
      message: '活动“A”不能以自身为紧前活动',
      activityIds: ['A'],
    });
  });

  it('refuses an unknown predecessor', () => {
    const error = refused([
      { id: 'a', name: '设计', duration: 1, predecessors: [] },
      { id: 'b', name: '安装', duration: 1, predecessors: ['a', 'z'] },
    ]);
    expect(error).toEqual({
      code: 'unknownPredecessor',
      message: '活动“安装”的紧前活动“z”不存在',
      activityIds: ['b', 'z'],
    });
  });

  it('refuses a repeated or blank id', () => {
    expect(
      refused(
        network([
          ['A', 1, []],
          ['A', 2, []],
        ]),
      ),
    ).toEqual({ code: 'duplicateId', message: '活动编号“A”重复', activityIds: ['A'] });
    expect(refused([{ id: ' ', name: '验收', duration: 1, predecessors: [] }]).message).toBe('活动“验收”缺少编号');
    expect(
      refused([
        { id: 'a', name: '设计', duration: 1, predecessors: [] },
        { id: '', name: '', duration: 1, predecessors: [] },
      ]).message,
    ).toBe('第 2 个活动缺少编号');
  });

  it('refuses a negative, NaN or infinite duration, naming the activity (its id when it has no name)', () => {
    for (const duration of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(refused([{ id: 'a', name: '采购', duration, predecessors: [] }])).toEqual({
        code: 'invalidDuration',
        message: '活动“采购”的工期须为非负数',
        activityIds: ['a'],
      });
    }
    expect(refused([{ id: 'T-7', name: ' ', duration: -0.5, predecessors: [] }]).message).toBe(
      '活动“T-7”的工期须为非负数',
    );
  });
});

describe('scheduleArrowDiagram on large networks', () => {
  it('schedules a chain of 2,000 activities', () => {
    const chain = network(Array.from({ length: 2000 }, (_, i): Row => [`a${i}`, 1, i === 0 ? [] : [`a${i - 1}`]]));
    const schedule = scheduled(chain);
    expect(schedule.projectDuration).toBe(2000);
    expect(schedule.criticalPaths).toEqual([chain.map((a) => a.id)]);
    expect(schedule.activities[1999]).toMatchObject({ earliestStart: 1999, latestFinish: 2000, totalFloat: 0 });
  });

  // A 40 × 50 lattice, each activity after its left and upper neighbours: every monotone path is critical,
  // C(88, 39) of them, so the enumeration stops at the limit. T = 40 + 50 − 1 activities of 1.
  it('schedules a 2,000-activity lattice and caps its critical paths', () => {
    const rows = 40;
    const columns = 50;
    const id = (r: number, c: number) => `r${r}c${c}`;
    const lattice = network(
      Array.from({ length: rows * columns }, (_, i): Row => {
        const r = Math.floor(i / columns);
        const c = i % columns;
        const predecessors = [...(r > 0 ? [id(r - 1, c)] : []), ...(c > 0 ? [id(r, c - 1)] : [])];
        return [id(r, c), 1, predecessors];
      }),
    );
    const schedule = scheduled(lattice);
    expect(schedule.projectDuration).toBe(rows + columns - 1);
    expect(schedule.criticalActivities).toHaveLength(rows * columns);
    expect(schedule.criticalPaths).toHaveLength(CRITICAL_PATH_LIMIT);
    expect(schedule.truncated).toBe(true);
    expect(new Set(schedule.criticalPaths.map((path) => path.join())).size).toBe(CRITICAL_PATH_LIMIT);
    for (const path of schedule.criticalPaths) {
      expect(path).toHaveLength(rows + columns - 1);
      expect(path[0]).toBe(id(0, 0));
      expect(path.at(-1)).toBe(id(rows - 1, columns - 1));
    }
    expectTopological(lattice, schedule.order);
  });
});
