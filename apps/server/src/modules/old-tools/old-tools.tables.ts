import { CONSTANTS_SOURCES, HISTOGRAM_BIN_RULES, SEVEN_TOOLS_SETS } from '@qis/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation, timestamps, version } from '../../platform/db/columns';

/** A list of text values for an `in (…)` check. */
const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Per tenant: the control-chart configure. No row: the defaults (DEFAULT_CONTROL_CHART_CONFIG). */
export const controlChartConfigs = pgTable(
  'control_chart_configs',
  {
    tenantId: tenantId().primaryKey(),
    westernElectric: boolean('western_electric').notNull(),
    /** Nelson rule numbers 1–8. */
    nelsonRules: integer('nelson_rules').array().notNull(),
    /** CONSTANTS_SOURCES. */
    constantsSource: text('constants_source').notNull(),
    decimals: integer('decimals').notNull(),
    updatedBy: uuid('updated_by'),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    check('control_chart_configs_constants_check', sql`${t.constantsSource} in (${quoted(CONSTANTS_SOURCES)})`),
    tenantIsolation('control_chart_configs'),
  ],
).enableRLS();

/** Per tenant and set of seven tools (old, new): the basic settings. No row: DEFAULT_SEVEN_TOOLS_CONFIG. */
export const sevenToolsConfigs = pgTable(
  'seven_tools_configs',
  {
    tenantId: tenantId(),
    /** SEVEN_TOOLS_SETS. */
    toolSet: text('tool_set').notNull(),
    decimals: integer('decimals').notNull(),
    /** SevenToolsChartColors. */
    colors: jsonb('colors').notNull(),
    /** HISTOGRAM_BIN_RULES. */
    histogramBinRule: text('histogram_bin_rule').notNull(),
    updatedBy: uuid('updated_by'),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.toolSet] }),
    check('seven_tools_configs_set_check', sql`${t.toolSet} in (${quoted(SEVEN_TOOLS_SETS)})`),
    check('seven_tools_configs_bin_rule_check', sql`${t.histogramBinRule} in (${quoted(HISTOGRAM_BIN_RULES)})`),
    tenantIsolation('seven_tools_configs'),
  ],
).enableRLS();
