import {
  DEFAULT_MS_SEQUENCE_STYLE,
  type MsSequence,
  type MsSequenceDirection,
  type MsSequenceStyleDto,
} from '@qis/shared';
import { eq, sql } from 'drizzle-orm';
import { msUserSettings } from '../../../db/tables';
import type { UserContext } from '../../../platform/http/request-context';

// The order of my-files lists, one row per user (none: custom, ascending). A preference, so the last save wins.

export async function getSequenceStyle(ctx: UserContext): Promise<MsSequenceStyleDto> {
  const [row] = await ctx.tx
    .select({ sequence: msUserSettings.sequence, direction: msUserSettings.direction })
    .from(msUserSettings)
    .where(eq(msUserSettings.userId, ctx.principal.userId));
  if (!row) return { ...DEFAULT_MS_SEQUENCE_STYLE };
  return { sequence: row.sequence as MsSequence, direction: row.direction as MsSequenceDirection };
}

export async function saveSequenceStyle(ctx: UserContext, input: MsSequenceStyleDto): Promise<MsSequenceStyleDto> {
  const before = await getSequenceStyle(ctx);
  const style = { sequence: input.sequence, direction: input.direction };
  await ctx.tx
    .insert(msUserSettings)
    .values({ tenantId: ctx.principal.tenantId, userId: ctx.principal.userId, ...style })
    .onConflictDoUpdate({
      target: msUserSettings.userId,
      set: { ...style, version: sql`${msUserSettings.version} + 1`, updatedAt: new Date() },
    });
  ctx.recordChange({ entity: 'msUserSettings', entityId: ctx.principal.userId, before, after: style });
  return style;
}
