import { addTexts } from '../locales';
import { signedInZhCN } from '../locales/signed-in.zh-CN';

// Evaluated with the signed-in route table (its first import), before any signed-in page or menu renders.
addTexts(signedInZhCN);
