import { addTexts } from '../../locales';
import { oldToolsZhCN } from '../../locales/old-tools.zh-CN';

// Loaded before any old-seven-tools page renders (with the lazy page), so the login route does not carry these texts.
addTexts(oldToolsZhCN);
