import {
  DEFAULT_MS_SEQUENCE_STYLE,
  type MsSequence,
  type MsSequenceDirection,
  type MsSequenceStyleDto,
} from '@qis/shared';
import { and, eq, sql } from 'drizzle-orm';
import { msUserSettings } from '../../../db/tables';
import type { SpaceContext } from './space';

// The order of my-files lists, one row per user and space (none: custom, ascending). A preference, so the last save
// wins.

export async function getSequenceStyle(ctx: SpaceContext): Promise<MsSequenceStyleDto> {
  const [row] = await ctx.tx
    .select({ sequence: msUserSettings.sequence, direction: msUserSettings.direction })
    .from(msUserSettings)
    .where(and(eq(msUserSettings.userId, ctx.principal.userId), eq(msUserSettings.space, ctx.space)));
  if (!row) return { ...DEFAULT_MS_SEQUENCE_STYLE };
  return { sequence: row.sequence as MsSequence, direction: row.direction as MsSequenceDirection };
}

export async function saveSequenceStyle(ctx: SpaceContext, input: MsSequenceStyleDto): Promise<MsSequenceStyleDto> {
  const before = await getSequenceStyle(ctx);
  const style = { sequence: input.sequence, direction: input.direction };
  await ctx.tx
    .insert(msUserSettings)
    .values({ tenantId: ctx.principal.tenantId, userId: ctx.principal.userId, space: ctx.space, ...style })
    .onConflictDoUpdate({
      target: [msUserSettings.userId, msUserSettings.space],
      set: { ...style, version: sql`${msUserSettings.version} + 1`, updatedAt: new Date() },
    });
  ctx.recordChange({
    entity: 'msUserSettings',
    entityId: ctx.principal.userId,
    before: { ...before, space: ctx.space },
    after: { ...style, space: ctx.space },
  });
  return style;
}
