import { addTexts } from '../../locales';
import { fmeaLibraryZhCN } from '../../locales/fmea-library.zh-CN';

// Loaded before any FMEA library page renders (with the lazy page), so the login route does not carry these texts.
addTexts(fmeaLibraryZhCN);
