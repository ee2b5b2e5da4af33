import { z } from 'zod';
import {
  ACTION_PRIORITIES,
  ChainRisk,
  Failure,
  FmeaFunction,
  OptimizationAction,
  StructureElement,
} from '../domain/fmea';

// Shapes of the risk answers, shared by the net's, the risk's and the optimization's calls.

export const ApLetter = z.enum(ACTION_PRIORITIES);

/** A chain's risk with what the server computes: S (most severe linked FE), AP (project's table), RPN, AP after. */
export const ChainRiskRow = ChainRisk.extend({
  severity: z.number().int().nullable(),
  ap: ApLetter.nullable(),
  rpn: z.number().int().nullable(),
  apAfter: ApLetter.nullable(),
});
export type ChainRiskRow = z.infer<typeof ChainRiskRow>;

/** One row of the form sheet (domain formSheetRows). */
export const FormSheetRowDto = z.object({
  key: z.string(),
  higherElement: StructureElement.nullable(),
  focusElement: StructureElement.nullable(),
  lowerElement: StructureElement.nullable(),
  higherFunctions: z.array(FmeaFunction),
  focusFunction: FmeaFunction.nullable(),
  lowerFunction: FmeaFunction.nullable(),
  effects: z.array(Failure),
  mode: Failure,
  cause: Failure.nullable(),
  severity: z.number().int().nullable(),
  risk: ChainRisk.nullable(),
  ap: ApLetter.nullable(),
  rpn: z.number().int().nullable(),
  actions: z.array(OptimizationAction),
  apAfter: ApLetter.nullable(),
});
export type FormSheetRowDto = z.infer<typeof FormSheetRowDto>;

export const ApCountsDto = z.object({
  H: z.number().int(),
  M: z.number().int(),
  L: z.number().int(),
  unrated: z.number().int(),
});
export type ApCountsDto = z.infer<typeof ApCountsDto>;
