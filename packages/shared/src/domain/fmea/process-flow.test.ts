import { describe, expect, it } from 'vitest';
import {
  checkProcessSteps,
  FOUR_M,
  missingFourM,
  nextStepNumber,
  PROCESS_STEP_TYPES,
  STEP_NUMBER_PATTERN,
  sortWorkElements,
  stepNumbers,
  unorderedStepNumbers,
  workElementCounts,
} from './process-flow';

describe('station numbers', () => {
  it('numbers steps afresh by tens, with a prefix when asked', () => {
    expect(stepNumbers(4)).toEqual(['10', '20', '30', '40']);
    expect(stepNumbers(2, 'OP')).toEqual(['OP10', 'OP20']);
    expect(stepNumbers(0)).toEqual([]);
  });

  it('gives an appended step the next ten after the last number, keeping its prefix', () => {
    expect(nextStepNumber([])).toBe('10');
    expect(nextStepNumber(['10', '20', '30'])).toBe('40');
    expect(nextStepNumber(['10', '25'])).toBe('30');
    expect(nextStepNumber(['OP10', 'OP30'])).toBe('OP40');
    // The last number ending in digits counts; a taken number is skipped.
    expect(nextStepNumber(['10', '20', 'X'])).toBe('30');
    expect(nextStepNumber(['40', '10'])).toBe('20');
    expect(nextStepNumber(['30', '20', '10'])).toBe('40');
    expect(nextStepNumber(['检验'])).toBe('10');
  });

  it('points out numbers that do not rise in step order, read as a person reads them', () => {
    expect(unorderedStepNumbers(['10', '20', '30'])).toEqual([]);
    expect(unorderedStepNumbers(['OP9', 'OP10', 'OP10.1'])).toEqual([]);
    expect(unorderedStepNumbers(['10', '30', '20', '40'])).toEqual([2]);
    expect(unorderedStepNumbers(['20', '20'])).toEqual([1]);
  });

  it('accepts station numbers of letters, digits, dots and dashes only', () => {
    for (const ok of ['10', 'OP30', '40.1', 'A-10_2']) expect(STEP_NUMBER_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', '-10', '10 20', '工序10', 'x'.repeat(21)]) expect(STEP_NUMBER_PATTERN.test(bad)).toBe(false);
  });
});

describe('the steps of a process', () => {
  const step = (key: string, number: string, elements: string[] = []) => ({
    key,
    number,
    elements: elements.map((k) => ({ key: k, category: 'man' as const })),
  });

  it('accepts distinct numbers and keys', () => {
    expect(checkProcessSteps([step('a', '10', ['e1']), step('b', '20', ['e2', 'e3'])])).toBeNull();
    expect(checkProcessSteps([])).toBeNull();
  });

  it('names the field of a repeated station number (case-insensitive) with the step it repeats', () => {
    expect(checkProcessSteps([step('a', 'OP10'), step('b', '20'), step('c', 'op10 ')])).toEqual({
      field: 'steps.2.number',
      message: '工序号 op10 与第 1 道工序重复',
    });
  });

  it('refuses a key used twice, by steps or work elements', () => {
    expect(checkProcessSteps([step('a', '10'), step('a', '20')])?.field).toBe('steps.1.key');
    expect(checkProcessSteps([step('a', '10', ['e']), step('b', '20', ['e'])])?.field).toBe('steps.1.elements.0.key');
    expect(checkProcessSteps([step('a', '10', ['b']), step('b', '20')])?.field).toBe('steps.0.elements.0.key');
  });
});

describe('the 4M of a step', () => {
  it('has the four types of the flow chart and a combined operation with inspection', () => {
    expect(PROCESS_STEP_TYPES).toEqual(['operation', 'transport', 'inspection', 'storage', 'operationInspection']);
    expect(FOUR_M).toEqual(['man', 'machine', 'material', 'environment']);
  });

  it('counts the work elements per category and names the 4M missing (method and measurement never)', () => {
    const elements = [
      { category: 'man' as const },
      { category: 'machine' as const },
      { category: 'machine' as const },
      { category: 'measurement' as const },
    ];
    expect(workElementCounts(elements)).toEqual({
      man: 1,
      machine: 2,
      material: 0,
      environment: 0,
      method: 0,
      measurement: 1,
    });
    expect(missingFourM(elements)).toEqual(['material', 'environment']);
    expect(missingFourM([])).toEqual(FOUR_M);
  });

  it('orders work elements by category (人机料环法测), then as entered', () => {
    const sorted = sortWorkElements([
      { category: 'environment' as const, name: 'e' },
      { category: 'machine' as const, name: 'm1' },
      { category: 'man' as const, name: 'p' },
      { category: 'machine' as const, name: 'm2' },
      { category: 'method' as const, name: 'w' },
    ]);
    expect(sorted.map((e) => e.name)).toEqual(['p', 'm1', 'm2', 'e', 'w']);
  });
});
