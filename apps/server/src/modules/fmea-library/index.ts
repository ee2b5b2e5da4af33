import type { FastifyInstance } from 'fastify';
import { registerBomRoutes } from './bom.routes';
import { registerKnowledgeRoutes } from './knowledge.routes';
import { registerPartsRoutes } from './parts.routes';
import { registerProductPlatformRoutes } from './product-platforms.routes';
import { registerSodStandardRoutes } from './sod-standards.routes';

export { bomPage, getBom } from './bom.service';
export { categoryTreeStore } from './category-tree-store';
export { fmeaLibraryDemoSeed } from './fmea-library.seed';
export { influencingFactorPage, requireFactorReader } from './influencing-factors.service';
export { knowledgePage } from './knowledge.service';
export { feedKnowledge, type KnowledgeRelease } from './knowledge-feed';
export { subtreeIds, typePaths } from './part-type-tree';
export { partIdsByNumber } from './parts.service';
export { isSodStandardUsed, resolveSodStandardId } from './sod-standard-usage';
export { seedDefaultSodStandards } from './sod-standards.seed';
export { NO_PREFERENCE, type TypePreference, typePreference } from './type-preference';

export function registerFmeaLibraryRoutes(app: FastifyInstance) {
  registerSodStandardRoutes(app);
  registerPartsRoutes(app);
  registerBomRoutes(app);
  registerProductPlatformRoutes(app);
  registerKnowledgeRoutes(app);
}
