import {
  delDvpLibrary,
  deleteInfluencingFactor,
  dvpLibraryPage,
  KNOWLEDGE_ENDPOINTS,
  KNOWLEDGE_LIBRARY_NAMES,
  orEditDvpLibrary,
  saveInfluencingFactor,
  useDfmeaKnowledge,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as dvp from './dvp-library.service';
import * as factors from './influencing-factors.service';
import * as knowledge from './knowledge.service';

export function registerKnowledgeRoutes(app: FastifyInstance) {
  for (const library of KNOWLEDGE_LIBRARY_NAMES) {
    const calls = KNOWLEDGE_ENDPOINTS[library];
    registerEndpoint(app, calls.byTree, ({ body }, ctx) => knowledge.knowledgeTree(ctx, library, body));
    registerEndpoint(app, calls.page, ({ query }, ctx) => knowledge.knowledgePage(ctx, library, query));
    registerEndpoint(app, calls.save, ({ body }, ctx) => knowledge.saveKnowledgeEntry(ctx, library, body));
    registerEndpoint(app, calls.remove, ({ body }, ctx) => knowledge.deleteKnowledgeEntry(ctx, library, body));
  }
  registerEndpoint(app, useDfmeaKnowledge, ({ body }, ctx) => knowledge.useKnowledge(ctx, body));

  registerEndpoint(app, dvpLibraryPage, ({ query }, ctx) => dvp.dvpLibraryPage(ctx, query));
  registerEndpoint(app, orEditDvpLibrary, ({ body }, ctx) => dvp.saveDvpLibraryEntry(ctx, body));
  registerEndpoint(app, delDvpLibrary, ({ body }, ctx) => dvp.deleteDvpLibraryEntry(ctx, body));

  // The P-diagram's influencing-factor library (its list, which may name a project's element, is the fmea module's).
  registerEndpoint(app, saveInfluencingFactor, ({ body }, ctx) => factors.saveInfluencingFactor(ctx, body));
  registerEndpoint(app, deleteInfluencingFactor, ({ body }, ctx) => factors.deleteInfluencingFactor(ctx, body));
}
