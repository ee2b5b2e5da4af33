import {
  nextStepNumber,
  type ProcessStepDto,
  type ProcessStepInput,
  type ProcessStepType,
  STEP_NUMBER_PATTERN,
  stepNumbers,
  WORK_ELEMENT_CATEGORIES,
  type WorkElementCategory,
} from '@qis/shared';

// The steps table's editing state and its changes (pure): a stored step or work element keeps its id as its key, so
// saving keeps its id; new ones get a local key.

export interface EditElement {
  key: string;
  category: WorkElementCategory;
  name: string;
  description: string;
}

export interface EditStep {
  key: string;
  number: string;
  name: string;
  stepType: ProcessStepType;
  description: string;
  elements: EditElement[];
}

let counter = 0;
export const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

export function editStepsOf(steps: readonly ProcessStepDto[]): EditStep[] {
  return steps.map((step) => ({
    key: step.id,
    number: step.number,
    name: step.name,
    stepType: step.stepType,
    description: step.description ?? '',
    elements: step.elements.map((e) => ({
      key: e.id,
      category: e.category,
      name: e.name,
      description: e.description ?? '',
    })),
  }));
}

/** A step appended at the end, numbered after the last one (10, 20 … ), an operation until changed. */
export function appendStep(steps: readonly EditStep[], name: string): EditStep[] {
  return [
    ...steps,
    {
      key: newKey('step'),
      number: nextStepNumber(steps.map((s) => s.number)),
      name,
      stepType: 'operation',
      description: '',
      elements: [],
    },
  ];
}

export function updateStep(steps: readonly EditStep[], key: string, patch: Partial<EditStep>): EditStep[] {
  return steps.map((s) => (s.key === key ? { ...s, ...patch } : s));
}

export function removeStep(steps: readonly EditStep[], key: string): EditStep[] {
  return steps.filter((s) => s.key !== key);
}

/** The step moved one place up (-1) or down (+1); unchanged at either end. */
export function moveStep(steps: readonly EditStep[], key: string, delta: -1 | 1): EditStep[] {
  const from = steps.findIndex((s) => s.key === key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= steps.length) return [...steps];
  const out = [...steps];
  const [step] = out.splice(from, 1);
  out.splice(to, 0, step as EditStep);
  return out;
}

/** The steps numbered afresh in their order: 10, 20, 30 … */
export function renumberSteps(steps: readonly EditStep[]): EditStep[] {
  const numbers = stepNumbers(steps.length);
  return steps.map((s, i) => ({ ...s, number: numbers[i] as string }));
}

const rank = (category: WorkElementCategory) => WORK_ELEMENT_CATEGORIES.indexOf(category);

/** A new work element of `category`, placed after the step's elements of the same or an earlier category. */
export function addElement(steps: readonly EditStep[], stepKey: string, category: WorkElementCategory): EditStep[] {
  return steps.map((s) => {
    if (s.key !== stepKey) return s;
    const at = s.elements.filter((e) => rank(e.category) <= rank(category)).length;
    const elements = [...s.elements];
    elements.splice(at, 0, { key: newKey('element'), category, name: '', description: '' });
    return { ...s, elements };
  });
}

export function updateElement(
  steps: readonly EditStep[],
  stepKey: string,
  elementKey: string,
  patch: Partial<EditElement>,
): EditStep[] {
  return steps.map((s) =>
    s.key === stepKey ? { ...s, elements: s.elements.map((e) => (e.key === elementKey ? { ...e, ...patch } : e)) } : s,
  );
}

export function removeElement(steps: readonly EditStep[], stepKey: string, elementKey: string): EditStep[] {
  return steps.map((s) => (s.key === stepKey ? { ...s, elements: s.elements.filter((e) => e.key !== elementKey) } : s));
}

export type StepProblem = { index: number; kind: 'number' | 'duplicateNumber' | 'name' | 'elementName' };

/** The first step the server would refuse (1-based index), so the editor can say which before saving. */
export function firstStepProblem(steps: readonly EditStep[]): StepProblem | null {
  const seen = new Set<string>();
  for (const [i, step] of steps.entries()) {
    const index = i + 1;
    const number = step.number.trim();
    if (!STEP_NUMBER_PATTERN.test(number)) return { index, kind: 'number' };
    if (seen.has(number.toLowerCase())) return { index, kind: 'duplicateNumber' };
    seen.add(number.toLowerCase());
    if (!step.name.trim()) return { index, kind: 'name' };
    if (step.elements.some((e) => !e.name.trim())) return { index, kind: 'elementName' };
  }
  return null;
}

/** What saveProcessSteps and createProcessProcedure send. */
export function stepsBody(steps: readonly EditStep[]): ProcessStepInput[] {
  return steps.map((s) => ({
    key: s.key,
    number: s.number.trim(),
    name: s.name.trim(),
    stepType: s.stepType,
    description: s.description.trim() || null,
    elements: s.elements.map((e) => ({
      key: e.key,
      category: e.category,
      name: e.name.trim(),
      description: e.description.trim() || null,
    })),
  }));
}
