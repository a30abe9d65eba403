import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.js';
import { oneTimeTokens } from '../../db/schema.js';
import { hashToken, newOneTimeToken } from '../../lib/one-time-tokens.js';

export type TokenPurpose = 'email_confirm' | 'password_reset';

/** Stores the hash of a new single-use token and returns the token for the e-mail link. */
export async function issueOneTimeToken(db: DbExecutor, userId: string, purpose: TokenPurpose, minutes: number): Promise<string> {
  const { token, hash } = newOneTimeToken();
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: sql`now() + ${sql.raw(`interval '${Math.round(minutes)} minutes'`)}`,
  });
  return token;
}

/** Marks a valid token used and returns its user id; null when unknown, expired, used or of another purpose. */
export async function consumeOneTimeToken(db: Db, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}
