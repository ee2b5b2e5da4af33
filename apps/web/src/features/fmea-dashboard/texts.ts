import { addTexts } from '../../locales';
import { fmeaDashboardZhCN } from '../../locales/fmea-dashboard.zh-CN';

// Loaded with the dashboard's chunk, so the login route and the other signed-in pages do not carry these texts.
addTexts(fmeaDashboardZhCN);
