import { addTexts } from '../../../locales';
import { fmeaDisplayZhCN } from '../../../locales/fmea-display.zh-CN';

// Loaded with the project page's display and the risk charts, never with the login route.
addTexts(fmeaDisplayZhCN);
