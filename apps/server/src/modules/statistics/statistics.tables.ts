import { integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation, timestamps, version } from '../../platform/db/columns';

/** Per tenant: the mathematical statistics module's settings. No row: the defaults (DEFAULT_STATISTICS_CONFIG). */
export const statisticsConfigs = pgTable(
  'statistics_configs',
  {
    tenantId: tenantId().primaryKey(),
    decimals: integer('decimals').notNull(),
    /** HISTOGRAM_BIN_RULES. */
    histogramBinRule: text('histogram_bin_rule').notNull(),
    confidenceLevel: numeric('confidence_level', { mode: 'number' }).notNull(),
    /** StatisticsChartColors. */
    colors: jsonb('colors').notNull(),
    updatedBy: uuid('updated_by'),
    ...timestamps(),
    version: version(),
  },
  () => [tenantIsolation('statistics_configs')],
).enableRLS();
