import type { FmeaKind, FmeaNet } from '@qis/shared';
import type { ControlPlanDocument } from '../control-plan/control-plan-layout';
import type { FormSheetHeader } from './form-sheet-layout';

/** What the PDF worker renders: the form sheet of a net, or a PFMEA's control plan; and its answer. */
export type FmeaPdfJob = FormSheetPdfJob | { controlPlan: ControlPlanDocument };

export interface FormSheetPdfJob {
  kind: FmeaKind;
  header: FormSheetHeader;
  net: FmeaNet;
  userNames: Map<string, string>;
}

export type FormSheetPdfResult = { ok: true; bytes: Uint8Array } | { ok: false; message: string };
