import { addTexts } from '../../locales';
import { statisticsAnalysisZhCN } from '../../locales/statistics-analysis.zh-CN';
import { statisticsAnovaZhCN } from '../../locales/statistics-anova.zh-CN';
import { statisticsCommonZhCN } from '../../locales/statistics-common.zh-CN';
import { statisticsDataZhCN } from '../../locales/statistics-data.zh-CN';
import { statisticsFilesZhCN } from '../../locales/statistics-files.zh-CN';
import { statisticsRecycleZhCN } from '../../locales/statistics-recycle.zh-CN';
import { statisticsStylesZhCN } from '../../locales/statistics-styles.zh-CN';

// Loaded before any statistics page renders (see routes.tsx), so the login route does not carry these texts.
addTexts({
  ...statisticsCommonZhCN,
  ...statisticsAnalysisZhCN,
  ...statisticsAnovaZhCN,
  ...statisticsDataZhCN,
  ...statisticsFilesZhCN,
  ...statisticsRecycleZhCN,
  ...statisticsStylesZhCN,
});
