import { addTexts } from '../../locales';
import { oldToolsZhCN } from '../../locales/old-tools.zh-CN';
import { oldToolsChartsZhCN } from '../../locales/old-tools-charts.zh-CN';
import { oldToolsFilesZhCN } from '../../locales/old-tools-files.zh-CN';
import { toolFilesZhCN } from '../../locales/tool-files.zh-CN';
// The data grid, the column pickers and the charts come from mathematical statistics, with their texts.
import '../statistics/texts';

// Loaded before any old-seven-tools page renders (with the lazy page), so the login route does not carry these texts.
addTexts(oldToolsZhCN);
addTexts(toolFilesZhCN);
addTexts(oldToolsChartsZhCN);
addTexts(oldToolsFilesZhCN);
