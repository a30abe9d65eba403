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
  /** Stores the message in the outbox, then sends it over SMTP when SMTP is configured. */
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * Every message is written to `email_outbox` first, so nothing is lost when SMTP is down and a
 * single-school install without a mail server still has the messages (the Admin reads the outbox).
 */
export function createMailer(db: Db, opts: { smtpUrl?: string; from: string; log?: { warn: (o: object, m: string) => void } }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(email) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ toAddress: email.to, subject: email.subject, bodyText: email.text })
        .returning({ id: emailOutbox.id });
      if (!transport) return;
      try {
        await transport.sendMail({ from: opts.from, to: email.to, subject: email.subject, text: email.text });
        await db.update(emailOutbox).set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1` }).where(eq(emailOutbox.id, row.id));
      } catch (error) {
        // The message stays queued in the outbox; the error is recorded without the recipient.
        opts.log?.warn({ outboxId: row.id }, 'smtp send failed');
        await db
          .update(emailOutbox)
          .set({ status: 'failed', lastError: String((error as Error).message).slice(0, 500), attempts: sql`${emailOutbox.attempts} + 1` })
          .where(eq(emailOutbox.id, row.id));
      }
    },
  };
}
