import { addTexts } from '../../../locales';
import { fmeaProcessZhCN } from '../../../locales/fmea-process.zh-CN';
import { toolFilesZhCN } from '../../../locales/tool-files.zh-CN';

// Loaded with the process flow pages (each imports this), so the login route does not carry these texts; the
// diagram toolbar's texts come along.
addTexts(fmeaProcessZhCN);
addTexts(toolFilesZhCN);
