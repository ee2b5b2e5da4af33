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
