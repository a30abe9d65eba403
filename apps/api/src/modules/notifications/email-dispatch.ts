import { asc, eq, inArray } from 'drizzle-orm';
import { notificationText, type NotificationKind, type NotificationParams } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { notificationEmailOptOuts, notifications, users } from '../../db/schema.js';
import type { Mailer, OutgoingEmail } from '../mail/mailer.js';

/** How many pending notifications one dispatch takes. */
export const DISPATCH_BATCH = 200;

/** The e-mail of one notification: both languages (the reader's language is not known), a link to the thing. */
export function notificationEmail(
  to: string,
  name: string,
  notification: { kind: NotificationKind; params: NotificationParams; link: string | null },
  publicUrl: string,
): OutgoingEmail {
  const id = notificationText(notification.kind, notification.params, 'id');
  const en = notificationText(notification.kind, notification.params, 'en');
  const link = `${publicUrl}/#${notification.link ?? '/'}`;
  return {
    to,
    subject: `JalurKarir: ${id}`.slice(0, 200),
    text: [
      `Halo ${name},`,
      '',
      id,
      link,
      '',
      'Anda menerima email ini karena pemberitahuan ini aktif di Pengaturan Akun JalurKarir.',
      '',
      '---',
      '',
      `Hello ${name},`,
      '',
      en,
      link,
      '',
      'You receive this e-mail because this notification is on in your JalurKarir account settings.',
    ].join('\n'),
  };
}

/**
 * Sends the e-mails of pending notifications: each row is claimed with `FOR UPDATE SKIP LOCKED`
 * (several API processes may dispatch at once; none sends a message twice), written to the outbox
 * in the same transaction, and marked `sent` — or `skipped` when its recipient turned the group
 * off. SMTP delivery is then the mailer's (`flush`). Returns how many were sent and skipped.
 */
export async function dispatchNotificationEmails(db: Db, mailer: Mailer, publicUrl: string): Promise<{ sent: number; skipped: number }> {
  const outcome = await db.transaction(async (tx) => {
    const pending = await tx
      .select({
        id: notifications.id,
        userId: notifications.userId,
        kind: notifications.kind,
        params: notifications.params,
        link: notifications.link,
        email: users.email,
        name: users.name,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.emailStatus, 'pending'))
      .orderBy(asc(notifications.createdAt))
      .limit(DISPATCH_BATCH)
      .for('update', { of: notifications, skipLocked: true });
    if (pending.length === 0) return { sent: [] as string[], skipped: [] as string[] };
    const optOuts = await tx
      .select({ userId: notificationEmailOptOuts.userId, kind: notificationEmailOptOuts.notificationKind })
      .from(notificationEmailOptOuts)
      .where(inArray(notificationEmailOptOuts.userId, [...new Set(pending.map((p) => p.userId))]));
    const off = new Set(optOuts.map((o) => `${o.userId}:${o.kind}`));
    const sent: string[] = [];
    const skipped: string[] = [];
    for (const row of pending) {
      if (off.has(`${row.userId}:${row.kind}`)) {
        skipped.push(row.id);
        continue;
      }
      await mailer.send(notificationEmail(row.email, row.name, row, publicUrl), tx);
      sent.push(row.id);
    }
    if (sent.length) await tx.update(notifications).set({ emailStatus: 'sent' }).where(inArray(notifications.id, sent));
    if (skipped.length) await tx.update(notifications).set({ emailStatus: 'skipped' }).where(inArray(notifications.id, skipped));
    return { sent, skipped };
  });
  if (outcome.sent.length) await mailer.flush();
  return { sent: outcome.sent.length, skipped: outcome.skipped.length };
}

/** Runs the dispatch every `intervalMs` (never overlapping itself); returns the stop function. */
export function startNotificationEmailDispatch(
  run: () => Promise<unknown>,
  intervalMs: number,
  log: { warn: (o: object, m: string) => void },
): () => void {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => log.warn({ err: error }, 'notification e-mail dispatch failed; retried on the next tick'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
