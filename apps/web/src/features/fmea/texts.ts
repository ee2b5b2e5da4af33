import { addTexts } from '../../locales';
import { fmeaZhCN } from '../../locales/fmea.zh-CN';
import { fmeaAnalysisZhCN } from '../../locales/fmea-analysis.zh-CN';
import { fmeaControlPlanZhCN } from '../../locales/fmea-control-plan.zh-CN';
import { fmeaMsrZhCN } from '../../locales/fmea-msr.zh-CN';
import { fmeaTasksZhCN } from '../../locales/fmea-tasks.zh-CN';

// Loaded before any DFMEA page renders (with the lazy page), so the login route does not carry these texts.
addTexts(fmeaZhCN);
addTexts(fmeaTasksZhCN);
addTexts(fmeaAnalysisZhCN);
addTexts(fmeaControlPlanZhCN);
addTexts(fmeaMsrZhCN);
