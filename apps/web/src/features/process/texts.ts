import { addTexts } from '../../locales';
import { processZhCN } from '../../locales/process.zh-CN';

// Loaded with the process management page (its own chunk), so the login route does not carry these texts.
addTexts(processZhCN);
