import type { DbExecutor } from '../../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { accountInvitationEmail } from '../mail/templates.js';
import { issueOneTimeToken } from './one-time-token-store.js';

/** Days a set-your-password link sent to a newly enrolled person stays valid. */
export const INVITATION_DAYS = 7;
/** An account nobody can log in to until its owner sets a password (argon2 verify fails on it). */
export const NO_PASSWORD = '!invited';

/** What writing an account that may need an invitation e-mail takes. */
export interface EnrollDeps {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Queues the set-your-password e-mail for an account made without a password, inside the
 * caller's transaction. `organisation` names who made the account (null: the JalurKarir Admin).
 */
export async function inviteAccount(tx: DbExecutor, userId: string, email: string, name: string, organisation: string | null, deps: EnrollDeps) {
  const token = await issueOneTimeToken(tx, userId, 'password_reset', INVITATION_DAYS * 24 * 60);
  await deps.mailer.send(
    accountInvitationEmail(email, name, organisation, `${deps.publicUrl}/#/auth/reset-password?token=${token}`, INVITATION_DAYS),
    tx,
  );
}
