import { describe, expect, it } from 'vitest';
import {
  addElement,
  appendStep,
  type EditStep,
  firstStepProblem,
  moveStep,
  renumberSteps,
  stepsBody,
} from './steps-editing';

const step = (key: string, number: string, name = key): EditStep => ({
  key,
  number,
  name,
  stepType: 'operation',
  description: '',
  elements: [],
});

describe('the steps table', () => {
  it('numbers an appended step after the last one', () => {
    const steps = appendStep([step('a', '10'), step('b', '20')], '新工序');
    expect(steps.map((s) => [s.number, s.name, s.stepType])).toEqual([
      ['10', 'a', 'operation'],
      ['20', 'b', 'operation'],
      ['30', '新工序', 'operation'],
    ]);
    expect(appendStep([], 'x')[0]?.number).toBe('10');
  });

  it('moves a step up or down, not past either end, and renumbers in the new order', () => {
    const steps = [step('a', '10'), step('b', '20'), step('c', '30')];
    const moved = moveStep(steps, 'c', -1);
    expect(moved.map((s) => s.key)).toEqual(['a', 'c', 'b']);
    expect(moveStep(steps, 'a', -1).map((s) => s.key)).toEqual(['a', 'b', 'c']);
    expect(renumberSteps(moved).map((s) => [s.key, s.number])).toEqual([
      ['a', '10'],
      ['c', '20'],
      ['b', '30'],
    ]);
  });

  it('adds a work element after those of the same or an earlier category (人机料环法测)', () => {
    let steps = [step('a', '10')];
    for (const category of ['environment', 'man', 'machine', 'man', 'measurement'] as const)
      steps = addElement(steps, 'a', category);
    expect(steps[0]?.elements.map((e) => e.category)).toEqual(['man', 'man', 'machine', 'environment', 'measurement']);
    expect(new Set(steps[0]?.elements.map((e) => e.key)).size).toBe(5);
  });

  it('names the first step the server would refuse', () => {
    expect(firstStepProblem([step('a', '10'), step('b', '20')])).toBeNull();
    expect(firstStepProblem([step('a', '10'), step('b', '工序')])).toEqual({ index: 2, kind: 'number' });
    expect(firstStepProblem([step('a', 'OP10'), step('b', 'op10')])).toEqual({ index: 2, kind: 'duplicateNumber' });
    expect(firstStepProblem([step('a', '10', ' ')])).toEqual({ index: 1, kind: 'name' });
    expect(firstStepProblem(addElement([step('a', '10')], 'a', 'man'))).toEqual({ index: 1, kind: 'elementName' });
  });

  it('sends trimmed texts, empty descriptions as null, keys as they are', () => {
    const [body] = stepsBody([
      {
        ...step('id-1', ' 10 ', ' 装配 '),
        description: ' ',
        elements: [{ key: 'e', category: 'man', name: ' 装配工 ', description: '持证' }],
      },
    ]);
    expect(body).toEqual({
      key: 'id-1',
      number: '10',
      name: '装配',
      stepType: 'operation',
      description: null,
      elements: [{ key: 'e', category: 'man', name: '装配工', description: '持证' }],
    });
  });
});
