import { addTexts } from '../../locales';
import { fmeaConfigZhCN } from '../../locales/fmea-config.zh-CN';

// Loaded with the configuration pages, so the login route does not carry these texts.
addTexts(fmeaConfigZhCN);
