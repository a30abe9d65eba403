// Tables of the notifications domain (migration 0009_notifications).
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationParams } from '@jalurkarir/shared';
import { createdAt, id, users } from './core.js';

/**
 * One row per recipient and event; `link` is the web route that shows the thing (e.g.
 * `/school-partnership/<id>`). The row is also the e-mail's queue: `email_status` starts `pending`,
 * the dispatcher sends it (`sent`) or leaves it out because the recipient turned that group off
 * (`skipped`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    emailStatus: text('email_status').$type<'pending' | 'sent' | 'skipped'>().notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_email_pending_idx')
      .on(t.createdAt)
      .where(sql`email_status = 'pending'`),
  ],
);

/** Kinds of notification a user does not want by e-mail (in-app notifications always appear). */
export const notificationEmailOptOuts = pgTable(
  'notification_email_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationKind: text('notification_kind').$type<NotificationKind>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationKind] })],
);
