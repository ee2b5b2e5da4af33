import type { FastifyInstance } from 'fastify';
import { registerBomRoutes } from './bom.routes';
import { registerPartsRoutes } from './parts.routes';
import { registerSodStandardRoutes } from './sod-standards.routes';

export { fmeaLibraryDemoSeed } from './fmea-library.seed';
export { isSodStandardUsed, resolveSodStandardId } from './sod-standard-usage';
export { seedDefaultSodStandards } from './sod-standards.seed';

export function registerFmeaLibraryRoutes(app: FastifyInstance) {
  registerSodStandardRoutes(app);
  registerPartsRoutes(app);
  registerBomRoutes(app);
}
