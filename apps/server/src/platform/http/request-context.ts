import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal';
import type { Database, Transaction } from '../db/database';
import type { AppServices } from '../services';

/** One entity change for the operation log: what it was before the call and what it is after. */
export interface EntityChange {
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

interface BaseContext {
  services: AppServices;
  requestId: string;
  ipAddress: string;
  userAgent: string | undefined;
  /** The raw request, for the few handlers that read a multipart body or set a cookie. */
  request: FastifyRequest;
}

/** Context of a public endpoint: no user, and the database without a tenant. */
export interface PublicContext extends BaseContext {
  db: Database;
}

/** Context of an authenticated endpoint: the user, and a transaction confined to their tenant. */
export interface UserContext extends BaseContext {
  principal: Principal;
  tx: Transaction;
  recordChange(change: EntityChange): void;
  /**
   * Call after changing anything a signed-in principal carries (user, roles, grants, revoked tokens): every
   * instance drops its cached principals when the transaction commits.
   */
  authChanged(): Promise<void>;
  /**
   * Runs `work` once the request's transaction has committed (never when it rolls back): for effects outside the
   * database, such as realtime pushes. A failing `work` is logged; the committed answer stands.
   */
  afterCommit(work: () => void | Promise<void>): void;
}
