import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { queryRows } from '../db/index.ts';
import { AppError } from '../shared/index.ts';

/** At most `limit` hits per `windowSeconds` for one subject (an e-mail, a phone, an address). */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** A subject's count in its rule's current window, and when that window ends. */
export interface Count {
  hits: number;
  allowed: boolean;
  /** Seconds until the window ends and the count starts again (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit and answers the count. One upsert, so parallel requests on any number of
 * servers count exactly once each.
 */
export async function count(ctx: Ctx, rule: RateRule, subject: string): Promise<Count> {
  const key = `${rule.name}:${subject}`;
  const windowStart = new Date(ctx.now.getTime() - rule.windowSeconds * 1000);
  const rows = await queryRows<{ hits: number; window_started_at: Date | string }>(
    ctx.db,
    sql`insert into rate_limit_counter as c (key, window_started_at, hits)
        values (${key}, ${ctx.now}, 1)
        on conflict (key) do update set
          hits = case when c.window_started_at <= ${windowStart} then 1 else c.hits + 1 end,
          window_started_at = case when c.window_started_at <= ${windowStart}
                                   then ${ctx.now} else c.window_started_at end
        returning hits, window_started_at`,
  );
  const hits = rows[0]?.hits ?? 1;
  const started = new Date(rows[0]?.window_started_at ?? ctx.now).getTime();
  const endsInMs = started + rule.windowSeconds * 1000 - ctx.now.getTime();
  return {
    hits,
    allowed: hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil(endsInMs / 1000)),
  };
}

/** Counts one hit and answers whether it is within the rule. */
export async function hit(ctx: Ctx, rule: RateRule, subject: string): Promise<boolean> {
  return (await count(ctx, rule, subject)).allowed;
}

/** Takes back one hit counted by `count` (the attempt turned out not to count against it). */
export async function uncount(ctx: Ctx, rule: RateRule, subject: string): Promise<void> {
  await ctx.db.execute(
    sql`update rate_limit_counter set hits = greatest(hits - 1, 0)
        where key = ${`${rule.name}:${subject}`}`,
  );
}

/** Counts a hit against every rule given and refuses (429) when any of them is over. */
export async function enforce(
  ctx: Ctx,
  checks: ReadonlyArray<readonly [RateRule, string | null | undefined]>,
): Promise<void> {
  let allowed = true;
  for (const [rule, subject] of checks) {
    if (subject && !(await hit(ctx, rule, subject))) allowed = false;
  }
  if (!allowed) throw new AppError('rate_limited', 'error.rate_limited');
}

/** Forgets windows that ended long ago (run from time to time; counters are tiny). */
export async function pruneCounters(ctx: Ctx, olderThanSeconds = 86_400): Promise<void> {
  const before = new Date(ctx.now.getTime() - olderThanSeconds * 1000);
  await ctx.db.execute(sql`delete from rate_limit_counter where window_started_at < ${before}`);
}
