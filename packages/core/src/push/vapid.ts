import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Ctx } from '../context.ts';
import { pushVapidKeys } from './schema.ts';

export interface VapidKeys {
  /** URL-safe base64, as browsers take it for `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

/**
 * The shop's VAPID keys: the configured pair when there is one (docs/OPERATIONS.md, rotating
 * them), otherwise the pair kept in the database, made on first use. Two servers making it at
 * once keep the first one written.
 */
export async function vapidKeys(ctx: Ctx, configured?: VapidKeys | null): Promise<VapidKeys> {
  if (configured) return configured;
  const kept = await keptKeys(ctx);
  if (kept) return kept;
  const made = webPush.generateVAPIDKeys();
  await ctx.db
    .insert(pushVapidKeys)
    .values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey, createdAt: ctx.now })
    .onConflictDoNothing();
  const settled = await keptKeys(ctx);
  if (!settled) throw new Error('VAPID keys were not kept');
  return settled;
}

async function keptKeys(ctx: Ctx): Promise<VapidKeys | null> {
  const [row] = await ctx.db
    .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
    .from(pushVapidKeys)
    .where(eq(pushVapidKeys.id, 1));
  return row ?? null;
}
