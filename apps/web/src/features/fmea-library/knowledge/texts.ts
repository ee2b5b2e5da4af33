import { addTexts } from '../../../locales';
import { fmeaKnowledgeZhCN } from '../../../locales/fmea-knowledge.zh-CN';

// Loaded with the knowledge screen and with the pickers of the DFMEA steps, never with the login route.
addTexts(fmeaKnowledgeZhCN);
