import { describe, expect, it } from 'vitest';
import {
  addCause,
  addSibling,
  allCauseIds,
  canAddCause,
  depthOf,
  type FishboneDiagram,
  findCause,
  MAX_DEPTH,
  moveCause,
  moveDown,
  moveRefusal,
  moveUp,
  newFishbone,
  parentOf,
  parseFishbone,
  ROOT,
  removeCause,
  renameCause,
  setColor,
} from './fishbone-model';

function sequence(prefix = 'b') {
  let n = 0;
  return () => `${prefix}${++n}`;
}

// 人 (b1) › 培训不足 (x) › 新员工 (y) › 无师傅 (z); 机 (b2) › 设备老化 (w)
function sample(): FishboneDiagram {
  let d = newFishbone(sequence());
  d = addCause(d, 'b1', '培训不足', 'x');
  d = addCause(d, 'x', '新员工', 'y');
  d = addCause(d, 'y', '无师傅', 'z');
  return addCause(d, 'b2', '设备老化', 'w');
}

const texts = (d: FishboneDiagram, parentId: string) =>
  (parentId === ROOT ? d.bones : (findCause(d, parentId)?.causes ?? [])).map((c) => c.text);

describe('newFishbone', () => {
  it('starts with the problem head and the six 5M1E main bones', () => {
    const d = newFishbone(sequence());
    expect(d.problem).toBe('问题');
    expect(texts(d, ROOT)).toEqual(['人', '机', '料', '法', '环', '测']);
    expect(d.bones.map((b) => b.id)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5', 'b6']);
    expect(d.bones.every((b) => b.causes.length === 0)).toBe(true);
  });

  it('makes unique ids with the default generator', () => {
    const ids = [...newFishbone().bones, ...newFishbone().bones].map((b) => b.id);
    expect(new Set(ids).size).toBe(12);
  });
});

describe('finding causes', () => {
  it('finds causes, their parents and their levels', () => {
    const d = sample();
    expect(findCause(d, 'y')?.text).toBe('新员工');
    expect(findCause(d, 'nope')).toBeNull();
    expect(parentOf(d, 'b1')).toBe(ROOT);
    expect(parentOf(d, 'z')).toBe('y');
    expect(parentOf(d, 'nope')).toBeNull();
    expect([depthOf(d, ROOT), depthOf(d, 'b1'), depthOf(d, 'x'), depthOf(d, 'z'), depthOf(d, 'nope')]).toEqual([
      0,
      1,
      2,
      4,
      null,
    ]);
    expect(allCauseIds(d)).toEqual(['b1', 'x', 'y', 'z', 'b2', 'w', 'b3', 'b4', 'b5', 'b6']);
  });
});

describe('editing', () => {
  it('adds main bones, causes and siblings without touching the input', () => {
    const d = sample();
    const before = JSON.stringify(d);
    const bone = addCause(d, ROOT, '测量', 'b7');
    expect(texts(bone, ROOT).at(-1)).toBe('测量');
    const sibling = addSibling(d, 'x', '责任心', 's');
    expect(texts(sibling, 'b1')).toEqual(['培训不足', '责任心']);
    const first = addSibling(d, 'b1', '管理', 'm');
    expect(texts(first, ROOT).slice(0, 3)).toEqual(['人', '管理', '机']);
    expect(JSON.stringify(d)).toBe(before);
    expect(bone.bones[1]).toBe(d.bones[1]);
  });

  it('refuses a cause below the deepest level, under an unknown parent or with a taken id', () => {
    let d = sample();
    d = addCause(d, 'z', '第五级', 'v');
    expect(depthOf(d, 'v')).toBe(MAX_DEPTH);
    expect(canAddCause(d, 'v')).toBe(false);
    expect(addCause(d, 'v', '第六级', 'u')).toBe(d);
    expect(addCause(d, 'nope', 'a', 'u')).toBe(d);
    expect(addCause(d, 'x', 'a', 'y')).toBe(d);
    expect(addCause(d, 'x', 'a', ROOT)).toBe(d);
    expect(addSibling(d, 'nope', 'a', 'u')).toBe(d);
  });

  it('removes a cause with its sub-causes', () => {
    const d = removeCause(sample(), 'x');
    expect(findCause(d, 'x')).toBeNull();
    expect(findCause(d, 'z')).toBeNull();
    expect(texts(d, 'b1')).toEqual([]);
    expect(removeCause(d, 'x')).toBe(d);
    expect(removeCause(sample(), 'b2').bones).toHaveLength(5);
  });

  it('renames causes and the problem', () => {
    const d = renameCause(renameCause(sample(), 'y', '临时工'), ROOT, '焊接不良率高');
    expect(findCause(d, 'y')?.text).toBe('临时工');
    expect(d.problem).toBe('焊接不良率高');
    expect(renameCause(d, 'nope', 'a')).toBe(d);
  });

  it('sets and clears colours of causes and of the head', () => {
    let d = setColor(sample(), 'b2', '#FA541C');
    d = setColor(d, ROOT, '#1677FF');
    expect(findCause(d, 'b2')?.color).toBe('#FA541C');
    expect(d.color).toBe('#1677FF');
    const cleared = setColor(setColor(d, 'b2', undefined), ROOT, undefined);
    expect(findCause(cleared, 'b2')).not.toHaveProperty('color');
    expect(cleared).not.toHaveProperty('color');
  });

  it('moves causes up and down among their siblings', () => {
    let d = addSibling(sample(), 'x', '责任心', 's');
    d = moveUp(d, 's');
    expect(texts(d, 'b1')).toEqual(['责任心', '培训不足']);
    expect(moveUp(d, 's')).toBe(d);
    d = moveDown(d, 's');
    expect(texts(d, 'b1')).toEqual(['培训不足', '责任心']);
    expect(moveDown(d, 's')).toBe(d);
    expect(texts(moveDown(d, 'b1'), ROOT).slice(0, 2)).toEqual(['机', '人']);
  });
});

describe('moving causes to another parent', () => {
  it('re-parents a cause with its sub-causes', () => {
    const d = moveCause(sample(), 'y', 'b2');
    expect(texts(d, 'b2')).toEqual(['设备老化', '新员工']);
    expect(parentOf(d, 'z')).toBe('y');
    expect(texts(d, 'x')).toEqual([]);
    expect(texts(moveCause(sample(), 'y', 'b2', 0), 'b2')).toEqual(['新员工', '设备老化']);
  });

  it('turns a cause into a main bone and a main bone into a cause', () => {
    const promoted = moveCause(sample(), 'x', ROOT, 1);
    expect(texts(promoted, ROOT).slice(0, 3)).toEqual(['人', '培训不足', '机']);
    expect(depthOf(promoted, 'z')).toBe(3);
    const demoted = moveCause(sample(), 'b3', 'w');
    expect(depthOf(demoted, 'b3')).toBe(3);
    expect(demoted.bones).toHaveLength(5);
  });

  it('refuses a move into the cause itself or its subtree', () => {
    const d = sample();
    expect(moveRefusal(d, 'x', 'x')).toBe('intoItself');
    expect(moveRefusal(d, 'x', 'z')).toBe('intoItself');
    expect(moveCause(d, 'x', 'z')).toBe(d);
    expect(moveRefusal(d, 'z', 'x')).toBeNull();
  });

  it('refuses a move that would go deeper than the deepest level', () => {
    const d = sample(); // x spans 3 levels: it fits under a level-2 cause but not under a level-3 one
    expect(moveRefusal(d, 'x', 'w')).toBeNull();
    const deeper = addCause(d, 'w', '轴承磨损', 'q');
    expect(moveRefusal(deeper, 'x', 'q')).toBe('tooDeep');
    expect(moveCause(deeper, 'x', 'q')).toBe(deeper);
  });

  it('refuses unknown causes and parents', () => {
    const d = sample();
    expect(moveRefusal(d, 'nope', 'b1')).toBe('notFound');
    expect(moveRefusal(d, 'x', 'nope')).toBe('notFound');
    expect(moveCause(d, 'x', 'nope')).toBe(d);
  });
});

describe('parseFishbone', () => {
  it('reads back what it wrote', () => {
    const d = setColor(setColor(sample(), 'x', '#ff0000'), ROOT, '#1677ff');
    expect(parseFishbone(JSON.parse(JSON.stringify(d)))).toEqual(d);
  });

  it('drops unknown fields and fills missing cause lists', () => {
    const parsed = parseFishbone({ problem: 'p', extra: 1, bones: [{ id: 'a', text: '人', note: 'x' }] });
    expect(parsed).toEqual({ problem: 'p', bones: [{ id: 'a', text: '人', causes: [] }] });
  });

  it.each([
    ['not an object', 'fishbone'],
    ['no problem', { bones: [] }],
    ['no bones', { problem: 'p' }],
    ['a bone without id', { problem: 'p', bones: [{ text: 'a', causes: [] }] }],
    ['an empty id', { problem: 'p', bones: [{ id: '', text: 'a', causes: [] }] }],
    ['the root id', { problem: 'p', bones: [{ id: ROOT, text: 'a', causes: [] }] }],
    ['a text that is no string', { problem: 'p', bones: [{ id: 'a', text: 3, causes: [] }] }],
    ['a bad colour', { problem: 'p', color: 'red', bones: [] }],
    ['a bad cause colour', { problem: 'p', bones: [{ id: 'a', text: 'a', color: 'javascript:', causes: [] }] }],
    [
      'a duplicate id',
      {
        problem: 'p',
        bones: [
          { id: 'a', text: 'a', causes: [{ id: 'b', text: 'b', causes: [] }] },
          { id: 'b', text: 'b', causes: [] },
        ],
      },
    ],
  ])('refuses %s', (_name, value) => {
    expect(parseFishbone(value)).toBeNull();
  });

  it('refuses causes deeper than the deepest level', () => {
    let d = sample();
    d = addCause(d, 'z', '第五级', 'v');
    const json = JSON.parse(JSON.stringify(d));
    expect(parseFishbone(json)).toEqual(d);
    const v = json.bones[0].causes[0].causes[0].causes[0].causes[0];
    v.causes = [{ id: 'u', text: '第六级', causes: [] }];
    expect(parseFishbone(json)).toBeNull();
  });
});
