import { type FactorCategory, NOISE_CATEGORIES } from '@qis/shared';
import { type MessageKey, t } from '../../../locales';

/** 件间差异, …, 控制因素, 输入. */
export const factorCategoryLabel = (category: FactorCategory) =>
  t(`knowledge.factor.category.${category}` as MessageKey);

export const isNoiseFactor = (category: FactorCategory) => (NOISE_CATEGORIES as readonly string[]).includes(category);
