import type { NotificationKind, NotificationParamsOf } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

/** Something that happened, for the accounts that should hear of it. */
export type NotificationEvent = {
  [K in NotificationKind]: {
    kind: K;
    /** Recipients (account ids); duplicates are sent once. */
    userIds: readonly string[];
    /** Exactly the message's placeholders: names and titles, never contact data. */
    params: NotificationParamsOf<K>;
    /** The web route that shows the thing, e.g. `/school-partnership/<id>`. */
    link?: string;
    /** `false`: in-app only, the recipients chose no e-mail for it where it is set up (job alerts). */
    email?: boolean;
  };
}[NotificationKind];

/**
 * Records an in-app notification for each recipient. Pass the request's transaction as `db`, so the
 * notification exists exactly when the change that caused it does. The e-mail of each notification
 * is sent by the dispatcher (`email-dispatch.ts`) from the same rows, after the transaction commits
 * and unless the recipient turned that kind of e-mail off.
 */
export async function notify(db: DbExecutor, event: NotificationEvent): Promise<void> {
  const recipients = [...new Set(event.userIds)];
  if (recipients.length === 0) return;
  const emailStatus = event.email === false ? ('skipped' as const) : ('pending' as const);
  await db
    .insert(notifications)
    .values(recipients.map((userId) => ({ userId, kind: event.kind, params: event.params, link: event.link ?? null, emailStatus })));
}
