import { FmeaGeneralConfig, type FmeaKind, FmeaKindConfig } from '@qis/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned-update';
import { conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaConfigs } from './fmea-config.tables';

type Scope = 'general' | `${FmeaKind}`;

async function read<S extends z.ZodObject>(tx: DbExecutor, scope: Scope, schema: S) {
  // Row-level security keeps the query to the caller's tenant.
  const [row] = await tx.select().from(fmeaConfigs).where(eq(fmeaConfigs.scope, scope));
  // A setting saved before a later release removed or renamed it is dropped; a missing one takes its default.
  const parsed = schema.safeParse(row?.settings ?? {});
  const settings = (parsed.success ? parsed.data : schema.parse({})) as z.infer<S>;
  return { row, settings };
}

async function save<S extends z.ZodObject>(
  ctx: UserContext,
  scope: Scope,
  schema: S,
  input: z.infer<S> & { version: number },
): Promise<z.infer<S> & { version: number }> {
  const { version, ...values } = input;
  const settings = schema.parse(values) as z.infer<S>;
  const { row } = await read(ctx.tx, scope, schema);
  if (!row) {
    // Never saved: it read as version 1; the first save makes version 2. Two first saves at once: one gets 409.
    if (version !== 1) throw conflict();
    const [created] = await ctx.tx
      .insert(fmeaConfigs)
      .values({ tenantId: ctx.principal.tenantId, scope, settings, version: 2, createdBy: ctx.principal.userId })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict();
    ctx.recordChange({ entity: 'FmeaConfig', entityId: created.id, after: created });
    return { ...settings, version: created.version };
  }
  const updated = await updateVersioned(ctx.tx, fmeaConfigs, row.id, version, {
    settings,
    updatedBy: ctx.principal.userId,
  });
  ctx.recordChange({ entity: 'FmeaConfig', entityId: row.id, before: row, after: updated });
  return { ...settings, version: updated.version };
}

export async function generalConfig(tx: DbExecutor) {
  const { row, settings } = await read(tx, 'general', FmeaGeneralConfig);
  return { ...settings, version: row?.version ?? 1 };
}

export const saveGeneralConfig = (ctx: UserContext, input: FmeaGeneralConfig & { version: number }) =>
  save(ctx, 'general', FmeaGeneralConfig, input);

/** The configuration of a kind (the action priorities that need an action, …), with its defaults. */
export async function kindConfig(tx: DbExecutor, kind: FmeaKind) {
  const { row, settings } = await read(tx, `${kind}`, FmeaKindConfig);
  return { ...settings, version: row?.version ?? 1 };
}

export const saveKindConfig = (ctx: UserContext, kind: FmeaKind, input: FmeaKindConfig & { version: number }) =>
  save(ctx, `${kind}`, FmeaKindConfig, input);
