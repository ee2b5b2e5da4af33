import type { FastifyInstance } from 'fastify';
import { registerBomRoutes } from './bom.routes';
import { registerKnowledgeRoutes } from './knowledge.routes';
import { registerPartsRoutes } from './parts.routes';
import { registerSodStandardRoutes } from './sod-standards.routes';

export { fmeaLibraryDemoSeed } from './fmea-library.seed';
export { feedKnowledge, type KnowledgeRelease } from './knowledge-feed';
export { partIdsByNumber } from './parts.service';
export { isSodStandardUsed, resolveSodStandardId } from './sod-standard-usage';
export { seedDefaultSodStandards } from './sod-standards.seed';

export function registerFmeaLibraryRoutes(app: FastifyInstance) {
  registerSodStandardRoutes(app);
  registerPartsRoutes(app);
  registerBomRoutes(app);
  registerKnowledgeRoutes(app);
}
