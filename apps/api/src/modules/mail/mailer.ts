import nodemailer from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** An iCalendar invitation, attached as `undangan-wawancara.ics` (calendar apps offer to add it). */
  ics?: string;
}

/** The name of the attached invitation: calendar apps recognise the `.ics` file, not the name. */
export const ICS_ATTACHMENT_NAME = 'undangan-wawancara.ics';

interface TransportMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  /**
   * Writes the message to the outbox — with `executor`, inside the caller's transaction, so the
   * message exists exactly when the change that caused it does — then, when SMTP is configured,
   * delivers what is queued (right away without a transaction, else on the next flush).
   */
  send(email: OutgoingEmail, executor?: DbExecutor): Promise<void>;
  /** Delivers queued messages over SMTP; returns how many were sent. No-op without SMTP. */
  flush(): Promise<number>;
}

/** Attempts before a message is left as `failed` for the Admin to see. */
export const MAX_ATTEMPTS = 5;

/**
 * How long a claimed message may stay `sending`. A process that crashes between the claim and
 * the SMTP answer leaves its batch `sending`; past this lease the next flush takes it back (an
 * SMTP send is seconds, so 10 minutes never catches a send still under way).
 */
export const SENDING_LEASE_MINUTES = 10;

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
    transport?: { sendMail(message: TransportMessage): Promise<unknown> };
  },
): Mailer {
  const transport = opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null);

  async function flush(): Promise<number> {
    if (!transport) return 0;
    // `sent_at` of a `sending` row is when it was claimed (there is no other timestamp to reuse
    // without a migration). Past the lease the message goes back to `retry` — or `failed` when
    // that claim was its last attempt — with the interruption as its error. A `sending` row
    // without a claim time is from before this rule and counts as expired.
    await db.execute(sql`
      UPDATE email_outbox
      SET status = CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN 'failed' ELSE 'retry' END,
          sent_at = NULL,
          last_error = 'interrupted while sending'
      WHERE status = 'sending'
        AND (sent_at IS NULL OR sent_at < now() - make_interval(mins => ${SENDING_LEASE_MINUTES}))`);
    const claimed = await db.execute<{
      id: string;
      to_address: string;
      subject: string;
      body_text: string;
      ics_content: string | null;
      attempts: number;
    }>(sql`
      UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, sent_at = now()
      WHERE id IN (
        SELECT id FROM email_outbox
        WHERE status IN ('queued', 'retry') AND attempts < ${MAX_ATTEMPTS}
        ORDER BY created_at LIMIT 20 FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, subject, body_text, ics_content, attempts`);
    let sent = 0;
    for (const row of claimed.rows) {
      // The lease starts again right before each send, so the last message of a slow batch is not
      // taken back while it waits its turn; if another process took it back already, skip it.
      const renewed = await db.execute(sql`
        UPDATE email_outbox SET sent_at = now()
        WHERE id = ${row.id} AND status = 'sending' AND attempts = ${row.attempts}
        RETURNING id`);
      if (!renewed.rows.length) continue;
      try {
        const attachments = row.ics_content
          ? [{ filename: ICS_ATTACHMENT_NAME, content: row.ics_content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]
          : undefined;
        await transport.sendMail({ from: opts.from, to: row.to_address, subject: row.subject, text: row.body_text, attachments });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
          .where(eq(emailOutbox.id, row.id));
        sent++;
      } catch (error) {
        // Logged without the recipient; retried on the next flush until MAX_ATTEMPTS.
        opts.log?.warn({ outboxId: row.id }, 'smtp send failed');
        await db
          .update(emailOutbox)
          .set({
            status: sql`CASE WHEN ${emailOutbox.attempts} >= ${MAX_ATTEMPTS} THEN 'failed' ELSE 'retry' END`,
            sentAt: null,
            lastError: String((error as Error).message).slice(0, 500),
          })
          .where(eq(emailOutbox.id, row.id));
      }
    }
    return sent;
  }

  return {
    async send(email, executor) {
      await (executor ?? db)
        .insert(emailOutbox)
        .values({ toAddress: email.to, subject: email.subject, bodyText: email.text, icsContent: email.ics ?? null });
      if (!executor) await flush();
    },
    flush,
  };
}
