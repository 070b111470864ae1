import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { queryRows } from '../db/query.ts';
import { AppError } from '../shared/errors.ts';

/** At most `limit` hits per `windowSeconds` for one subject (an e-mail, a phone, an address). */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit and answers whether it is within the rule. One upsert, so parallel requests
 * on any number of servers count exactly once each.
 */
export async function hit(ctx: Ctx, rule: RateRule, subject: string): Promise<boolean> {
  const key = `${rule.name}:${subject}`;
  const windowStart = new Date(ctx.now.getTime() - rule.windowSeconds * 1000);
  const rows = await queryRows<{ hits: number }>(
    ctx.db,
    sql`insert into rate_limit_counter as c (key, window_started_at, hits)
        values (${key}, ${ctx.now}, 1)
        on conflict (key) do update set
          hits = case when c.window_started_at <= ${windowStart} then 1 else c.hits + 1 end,
          window_started_at = case when c.window_started_at <= ${windowStart}
                                   then ${ctx.now} else c.window_started_at end
        returning hits`,
  );
  return (rows[0]?.hits ?? 1) <= rule.limit;
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
