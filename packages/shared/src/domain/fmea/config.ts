/**
 * The FMEA configuration of a tenant (contracts/fmea-config.ts): the general settings every kind shares, and those of
 * each kind. What is saved is validated by these schemas; what is read is completed with the defaults, so a setting
 * added later needs no migration.
 */
import { z } from 'zod';
import type { ActionPriority } from './ap';

export const FmeaGeneralConfig = z.object({
  /** The project overview (/projectPandect) and the project-count chip of the dashboard (spec §2). */
  isOpenProjectManage: z.boolean('isOpenProjectManage 须为 true 或 false').default(false),
});
export type FmeaGeneralConfig = z.infer<typeof FmeaGeneralConfig>;

/**
 * Which action priorities need an optimization action before step 6 counts as done: the handbook's minimum 'H' (high:
 * the team must identify an action), or 'HM' (medium too: many customer-specific requirements ask for it).
 */
export const ACTION_REQUIRED_LEVELS = ['H', 'HM'] as const;
export type ActionRequiredLevel = (typeof ACTION_REQUIRED_LEVELS)[number];

export const FmeaKindConfig = z.object({
  actionRequiredAp: z.enum(ACTION_REQUIRED_LEVELS, 'actionRequiredAp 须为 H 或 HM').default('H'),
});
export type FmeaKindConfig = z.infer<typeof FmeaKindConfig>;

export const DEFAULT_FMEA_GENERAL_CONFIG: FmeaGeneralConfig = FmeaGeneralConfig.parse({});
export const DEFAULT_FMEA_KIND_CONFIG: FmeaKindConfig = FmeaKindConfig.parse({});

/** Whether a chain of `ap` needs an optimization action under the setting. */
export function needsAction(ap: ActionPriority | null, level: ActionRequiredLevel): boolean {
  return ap === 'H' || (level === 'HM' && ap === 'M');
}

/**
 * How a PFMEA's rows are ordered on a screen (ours; the spec names the settings and their default 1 only): 1 as the
 * process runs (the structure's order), 2 by risk (the failure modes with the highest action priority first).
 */
export const PFMEA_DISPLAY_ORDERS = [1, 2] as const;
export type PfmeaDisplayOrder = (typeof PFMEA_DISPLAY_ORDERS)[number];
/** How step 7 shows the results (ours): 1 the summary by action priority, 2 the summary and the table of chains. */
export const PFMEA_RESULT_VIEWS = [1, 2] as const;

const orderField = (field: string) =>
  z.union([z.literal(1), z.literal(2)], `${field} 须为 1（按过程顺序）或 2（按风险高低）`).default(1);

/**
 * The PFMEA display configuration of spec §3 (pFMEAConfigure): the order of the risk analysis, the optimization and
 * the results, whether the risk charts and the control-plan node are shown, and the results' view. Defaults are all
 * 1 or true. It is kept for the session only: each sign-in starts from the defaults.
 */
export const PfmeaDisplayConfig = z.object({
  riskAnalysisOrder: orderField('riskAnalysisOrder'),
  isShowChart: z.boolean('isShowChart 须为 true 或 false').default(true),
  optimizationOrder: orderField('optimizationOrder'),
  isShowControlPlan: z.boolean('isShowControlPlan 须为 true 或 false').default(true),
  fmeaResultOrder: orderField('fmeaResultOrder'),
  fmeaResultView: z.union([z.literal(1), z.literal(2)], 'fmeaResultView 须为 1（汇总）或 2（汇总与明细）').default(1),
});
export type PfmeaDisplayConfig = z.infer<typeof PfmeaDisplayConfig>;
export const DEFAULT_PFMEA_DISPLAY_CONFIG: PfmeaDisplayConfig = PfmeaDisplayConfig.parse({});
