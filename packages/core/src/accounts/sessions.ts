import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../shared/index.ts';
import { accountSession } from './schema.ts';
import { hashToken, newToken } from './secrets.ts';

export const WEB_SESSION_DAYS = 30;
export const API_ACCESS_SECONDS = 2 * 60 * 60;
export const API_REFRESH_DAYS = 30;
const DAY_MS = 86_400_000;
// Last-seen is only written when this stale, so a busy session does not write on every request.
const TOUCH_AFTER_MS = 60 * 60_000;

export type SessionKind = 'web' | 'api';

export interface SessionClient {
  userAgent?: string | null;
  ip?: string | null;
}

export interface NewSession {
  id: number;
  token: string;
  expiresAt: Date;
  /** API sessions only. */
  refreshToken: string | null;
}

export async function startSession(
  ctx: Ctx,
  userId: number,
  kind: SessionKind,
  client: SessionClient = {},
): Promise<NewSession> {
  const token = newToken();
  const refreshToken = kind === 'api' ? newToken() : null;
  const expiresAt =
    kind === 'web'
      ? new Date(ctx.now.getTime() + WEB_SESSION_DAYS * DAY_MS)
      : new Date(ctx.now.getTime() + API_ACCESS_SECONDS * 1000);
  const [row] = await ctx.db
    .insert(accountSession)
    .values({
      userId,
      kind,
      tokenHash: hashToken(token),
      refreshHash: refreshToken ? hashToken(refreshToken) : null,
      expiresAt,
      refreshExpiresAt: refreshToken
        ? new Date(ctx.now.getTime() + API_REFRESH_DAYS * DAY_MS)
        : null,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip ?? null,
      createdAt: ctx.now,
      lastSeenAt: ctx.now,
    })
    .returning({ id: accountSession.id });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, token, expiresAt, refreshToken };
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
  kind: SessionKind;
}

/** The live session a token belongs to, or null when it is unknown, expired or ended. */
export async function resolveSession(
  ctx: Ctx,
  token: string,
  kind: SessionKind,
): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const [row] = await ctx.db
    .select()
    .from(accountSession)
    .where(
      and(
        eq(accountSession.tokenHash, hashToken(token)),
        eq(accountSession.kind, kind),
        isNull(accountSession.revokedAt),
        gt(accountSession.expiresAt, ctx.now),
      ),
    );
  if (!row) return null;
  if (ctx.now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await ctx.db
      .update(accountSession)
      .set({ lastSeenAt: ctx.now })
      .where(eq(accountSession.id, row.id));
  }
  return { sessionId: row.id, userId: row.userId, kind };
}

/**
 * Trades a refresh token for new access and refresh tokens (Spree's refresh grant). The old
 * pair stops working; a refresh token replayed after use is refused.
 */
export async function refreshSession(
  ctx: Ctx,
  refreshToken: string,
): Promise<NewSession & { userId: number }> {
  const token = newToken();
  const nextRefresh = newToken();
  const expiresAt = new Date(ctx.now.getTime() + API_ACCESS_SECONDS * 1000);
  const [row] = await ctx.db
    .update(accountSession)
    .set({
      tokenHash: hashToken(token),
      refreshHash: hashToken(nextRefresh),
      expiresAt,
      refreshExpiresAt: new Date(ctx.now.getTime() + API_REFRESH_DAYS * DAY_MS),
      lastSeenAt: ctx.now,
    })
    .where(
      and(
        eq(accountSession.refreshHash, hashToken(refreshToken)),
        eq(accountSession.kind, 'api'),
        isNull(accountSession.revokedAt),
        gt(accountSession.refreshExpiresAt, ctx.now),
      ),
    )
    .returning({ id: accountSession.id, userId: accountSession.userId });
  if (!row) throw new AppError('unauthorized', 'error.session_expired');
  return { id: row.id, userId: row.userId, token, expiresAt, refreshToken: nextRefresh };
}

/** Ends one session (sign out). Ending an unknown or ended one is not an error. */
export async function endSession(ctx: Ctx, sessionId: number): Promise<void> {
  await ctx.db
    .update(accountSession)
    .set({ revokedAt: ctx.now })
    .where(and(eq(accountSession.id, sessionId), isNull(accountSession.revokedAt)));
}

/** Ends every session of a user but the one given (after a password change or reset). */
export async function endOtherSessions(
  ctx: Ctx,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  const conditions = [eq(accountSession.userId, userId), isNull(accountSession.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(accountSession.id, keepSessionId));
  await ctx.db
    .update(accountSession)
    .set({ revokedAt: ctx.now })
    .where(and(...conditions));
}

export interface SessionSummary {
  id: number;
  kind: SessionKind;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** A user's live sessions, for "where am I signed in". */
export async function listSessions(
  ctx: Ctx,
  userId: number,
  currentId?: number,
): Promise<SessionSummary[]> {
  const rows = await ctx.db
    .select()
    .from(accountSession)
    .where(
      and(
        eq(accountSession.userId, userId),
        isNull(accountSession.revokedAt),
        gt(accountSession.expiresAt, ctx.now),
      ),
    )
    .orderBy(accountSession.id);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as SessionKind,
    userAgent: r.userAgent,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.id === currentId,
  }));
}

/** Ends one of a user's own sessions; another user's session id is not found. */
export async function endOwnSession(ctx: Ctx, userId: number, sessionId: number): Promise<void> {
  const ended = await ctx.db
    .update(accountSession)
    .set({ revokedAt: ctx.now })
    .where(and(eq(accountSession.id, sessionId), eq(accountSession.userId, userId)))
    .returning({ id: accountSession.id });
  if (ended.length === 0) throw new AppError('not_found', 'error.not_found');
}
