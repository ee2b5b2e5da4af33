import { describe, expect, it } from 'vitest';
import {
  addChildCommand,
  addSiblingCommand,
  dropCommand,
  type Outcome,
  removeCommand,
  shiftCommand,
} from './fishbone-commands';
import { addCause, type FishboneDiagram, findCause, newFishbone, parentOf, ROOT } from './fishbone-model';

const texts = { bone: '新主骨', cause: '新原因' };

function sample(): FishboneDiagram {
  let n = 0;
  let d = newFishbone(() => `b${++n}`);
  d = addCause(d, 'b1', '培训不足', 'x');
  d = addCause(d, 'b1', '责任心', 'y');
  d = addCause(d, 'x', '新员工', 'z');
  d = addCause(d, 'z', '无师傅', 'w');
  return addCause(d, 'w', '人员流动', 'v'); // level 5
}

function changed(outcome: Outcome) {
  if (!outcome || !('diagram' in outcome)) throw new Error(`expected a change, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('editor commands', () => {
  it('adds a cause under the selection and selects it', () => {
    const out = changed(addChildCommand(sample(), 'y', texts, 'n'));
    expect(out.selected).toBe('n');
    expect(findCause(out.diagram, 'n')).toMatchObject({ text: '新原因' });
    expect(parentOf(out.diagram, 'n')).toBe('y');
  });

  it('adds a main bone when the head or nothing is selected', () => {
    for (const selected of [ROOT, null, 'gone']) {
      const out = changed(addChildCommand(sample(), selected, texts, 'n'));
      expect(out.diagram.bones.at(-1)).toMatchObject({ id: 'n', text: '新主骨' });
    }
    expect(changed(addSiblingCommand(sample(), ROOT, texts, 'n')).diagram.bones.at(-1)?.id).toBe('n');
  });

  it('refuses a cause below the deepest level', () => {
    expect(addChildCommand(sample(), 'v', texts, 'n')).toEqual({ refusal: 'tooDeep' });
  });

  it('adds a sibling right after the selection', () => {
    const out = changed(addSiblingCommand(sample(), 'x', texts, 'n'));
    expect(findCause(out.diagram, 'b1')?.causes.map((c) => c.id)).toEqual(['x', 'n', 'y']);
    const bone = changed(addSiblingCommand(sample(), 'b2', texts, 'n'));
    expect(bone.diagram.bones.map((b) => b.text).slice(1, 3)).toEqual(['机', '新主骨']);
  });

  it('removes the selection and selects the next sibling, else the previous, else the parent', () => {
    expect(changed(removeCommand(sample(), 'x')).selected).toBe('y');
    expect(changed(removeCommand(sample(), 'y')).selected).toBe('x');
    expect(changed(removeCommand(sample(), 'w')).selected).toBe('z');
    expect(changed(removeCommand(sample(), 'b6')).selected).toBe('b5');
    expect(removeCommand(sample(), ROOT)).toBeNull();
    expect(removeCommand(sample(), null)).toBeNull();
  });

  it('re-parents a dropped cause, or says why it cannot', () => {
    const out = changed(dropCommand(sample(), 'z', 'b2'));
    expect(parentOf(out.diagram, 'z')).toBe('b2');
    expect(out.selected).toBe('z');
    expect(dropCommand(sample(), 'x', 'w')).toEqual({ refusal: 'moveIntoItself' });
    expect(dropCommand(sample(), 'x', 'y')).toEqual({ refusal: 'moveTooDeep' });
    expect(dropCommand(sample(), 'x', 'x')).toBeNull();
    expect(dropCommand(sample(), 'x', 'b1')).toBeNull();
    expect(parentOf(changed(dropCommand(sample(), 'y', ROOT)).diagram, 'y')).toBe(ROOT);
  });

  it('moves the selection among its siblings', () => {
    const out = changed(shiftCommand(sample(), 'y', -1));
    expect(findCause(out.diagram, 'b1')?.causes.map((c) => c.id)).toEqual(['y', 'x']);
    expect(shiftCommand(sample(), 'x', -1)).toBeNull();
    expect(shiftCommand(sample(), ROOT, 1)).toBeNull();
  });
});
