import nodemailer from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Writes the message to the outbox — with `executor`, inside the caller's transaction, so the
   * message exists exactly when the change that caused it does — then, when SMTP is configured,
   * delivers what is queued (right away without a transaction, else on the next flush).
   */
  send(email: OutgoingEmail, executor?: Db): Promise<void>;
  /** Delivers queued messages over SMTP; returns how many were sent. No-op without SMTP. */
  flush(): Promise<number>;
}

/** Attempts before a message is left as `failed` for the Admin to see. */
export const MAX_ATTEMPTS = 5;

/**
 * Outbox first: nothing is lost when SMTP is down, and an install without a mail server still
 * has every message (the Admin reads the outbox). Several API processes may flush at once:
 * each claims its batch with `FOR UPDATE SKIP LOCKED`, so no message goes out twice.
 */
export function createMailer(
  db: Db,
  opts: {
    smtpUrl?: string;
    from: string;
    log?: { warn: (o: object, m: string) => void };
    /** Any nodemailer-compatible transport; defaults to SMTP from `smtpUrl`. */
    transport?: { sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown> };
  },
): Mailer {
  const transport = opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null);

  async function flush(): Promise<number> {
    if (!transport) return 0;
    const claimed = await db.execute<{ id: string; to_address: string; subject: string; body_text: string }>(sql`
      UPDATE email_outbox SET status = 'sending', attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM email_outbox
        WHERE status IN ('queued', 'retry') AND attempts < ${MAX_ATTEMPTS}
        ORDER BY created_at LIMIT 20 FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, subject, body_text`);
    let sent = 0;
    for (const row of claimed.rows) {
      try {
        await transport.sendMail({ from: opts.from, to: row.to_address, subject: row.subject, text: row.body_text });
        await db.update(emailOutbox).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(eq(emailOutbox.id, row.id));
        sent++;
      } catch (error) {
        // Logged without the recipient; retried on the next flush until MAX_ATTEMPTS.
        opts.log?.warn({ outboxId: row.id }, 'smtp send failed');
        await db
          .update(emailOutbox)
          .set({
            status: sql`CASE WHEN ${emailOutbox.attempts} >= ${MAX_ATTEMPTS} THEN 'failed' ELSE 'retry' END`,
            lastError: String((error as Error).message).slice(0, 500),
          })
          .where(eq(emailOutbox.id, row.id));
      }
    }
    return sent;
  }

  return {
    async send(email, executor) {
      await (executor ?? db).insert(emailOutbox).values({ toAddress: email.to, subject: email.subject, bodyText: email.text });
      if (!executor) await flush();
    },
    flush,
  };
}
