import { z } from 'zod';
import { ACTION_PRIORITIES, ChainRisk } from '../domain/fmea';
import { ChainRiskOut, FailureOut, FmeaFunctionOut, OptimizationActionOut, StructureElementOut } from './fmea-net-out';

// Shapes of the risk answers, shared by the net's, the risk's and the optimization's calls.

export const ApLetter = z.enum(ACTION_PRIORITIES);

/** A chain's risk with what the server computes: S (most severe linked FE), AP (project's table), RPN, AP after. */
export const ChainRiskRow = ChainRisk.extend({
  severity: z.number().int().nullable(),
  ap: ApLetter.nullable(),
  /** The S that entered the AP table (FMEA-MSR with M = 1: the mitigated effect's, then apMitigated). */
  apSeverity: z.number().int().nullable(),
  apMitigated: z.boolean(),
  rpn: z.number().int().nullable(),
  apAfter: ApLetter.nullable(),
  apAfterSeverity: z.number().int().nullable(),
  apAfterMitigated: z.boolean(),
});
export type ChainRiskRow = z.infer<typeof ChainRiskRow>;

/** One row of the form sheet (domain formSheetRows). */
export const FormSheetRowDto = z.object({
  key: z.string(),
  higherElement: StructureElementOut.nullable(),
  focusElement: StructureElementOut.nullable(),
  lowerElement: StructureElementOut.nullable(),
  higherFunctions: z.array(FmeaFunctionOut),
  focusFunction: FmeaFunctionOut.nullable(),
  lowerFunction: FmeaFunctionOut.nullable(),
  effects: z.array(FailureOut),
  mode: FailureOut,
  cause: FailureOut.nullable(),
  severity: z.number().nullable(),
  risk: ChainRiskOut.nullable(),
  ap: ApLetter.nullable(),
  apSeverity: z.number().nullable(),
  apMitigated: z.boolean(),
  rpn: z.number().nullable(),
  actions: z.array(OptimizationActionOut),
  apAfter: ApLetter.nullable(),
  apAfterSeverity: z.number().nullable(),
  apAfterMitigated: z.boolean(),
});
export type FormSheetRowDto = z.infer<typeof FormSheetRowDto>;

export const ApCountsDto = z.object({
  H: z.number().int(),
  M: z.number().int(),
  L: z.number().int(),
  unrated: z.number().int(),
});
export type ApCountsDto = z.infer<typeof ApCountsDto>;
