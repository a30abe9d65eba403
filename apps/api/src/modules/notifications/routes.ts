import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MAX_PER_PAGE,
  NOTIFICATION_GROUPS,
  NOTIFICATION_KINDS,
  ZNotificationPage,
  ZNotificationPreferences,
  ZNotificationPreferencesSaved,
  ZNotificationReadResult,
  type NotificationGroup,
  type NotificationKind,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { notificationEmailOptOuts, notifications } from '../../db/schema.js';
import { SELF } from '../../plugins/permission.js';

const GROUPS = Object.keys(NOTIFICATION_GROUPS) as [NotificationGroup, ...NotificationGroup[]];

const ZNotificationListQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(10),
    unread: z.enum(['true', 'false']).optional(),
    // The header's bell asks for unread first (then newest); the notifications page lists newest first.
    order: z.enum(['newest', 'unread-first']).optional().default('newest'),
  })
  .strict();
/** Mark some (`ids`) or every (`all: true`) notification of the caller as read. */
const ZReadBody = z.union([z.object({ ids: z.array(z.uuid()).min(1).max(100) }).strict(), z.object({ all: z.literal(true) }).strict()]);
const KINDS = NOTIFICATION_KINDS as [NotificationKind, ...NotificationKind[]];
/** E-mail for one kind on or off, or for every kind of a group at once. */
const ZPreferenceBody = z.union([
  z.object({ kind: z.enum(KINDS), email: z.boolean() }).strict(),
  z.object({ group: z.enum(GROUPS), email: z.boolean() }).strict(),
]);

/**
 * The caller's own notifications (every route is `SELF`: a notification is only ever its
 * recipient's) and their e-mail preferences per group.
 */
export async function notificationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notification'];

  r.get(
    '/notification/list',
    { schema: { tags, querystring: ZNotificationListQuery, response: { 200: ZNotificationPage } }, config: SELF },
    async (request) => {
      const me = request.caller!.user.id;
      const { page, per_page, unread, order } = request.query;
      const mine = eq(notifications.userId, me);
      const where = unread === 'true' ? and(mine, isNull(notifications.readAt)) : mine;
      const [rows, [listed], [unreadCount]] = await Promise.all([
        db
          .select({
            id: notifications.id,
            kind: notifications.kind,
            params: notifications.params,
            link: notifications.link,
            read_at: notifications.readAt,
            created_at: notifications.createdAt,
          })
          .from(notifications)
          .where(where)
          .orderBy(
            ...(order === 'unread-first' ? [desc(sql`${notifications.readAt} is null`)] : []),
            desc(notifications.createdAt),
            desc(notifications.id),
          )
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(notifications).where(where),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(mine, isNull(notifications.readAt))),
      ]);
      const total = listed?.n ?? 0;
      return { data: rows, total, unread: unreadCount?.n ?? 0, page, per_page, total_pages: Math.ceil(total / per_page) };
    },
  );

  r.post('/notification/read', { schema: { tags, body: ZReadBody, response: { 200: ZNotificationReadResult } }, config: SELF }, async (request) => {
    const me = request.caller!.user.id;
    const body = request.body;
    const which = 'ids' in body ? inArray(notifications.id, body.ids) : undefined;
    const updated = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, me), isNull(notifications.readAt), which))
      .returning({ id: notifications.id });
    return { updated: updated.length };
  });

  // One line per kind, in the order of the groups (the settings screen shows them under their group).
  const preferenceOrder = GROUPS.flatMap((group) => NOTIFICATION_GROUPS[group].map((kind) => ({ kind: kind as NotificationKind, group })));

  r.get('/notification/preferences', { schema: { tags, response: { 200: ZNotificationPreferences } }, config: SELF }, async (request) => {
    const rows = await db
      .select({ kind: notificationEmailOptOuts.notificationKind })
      .from(notificationEmailOptOuts)
      .where(eq(notificationEmailOptOuts.userId, request.caller!.user.id));
    const off = new Set(rows.map((row) => row.kind));
    return { data: preferenceOrder.map(({ kind, group }) => ({ kind, group, email: !off.has(kind) })) };
  });

  r.post(
    '/notification/preferences',
    { schema: { tags, body: ZPreferenceBody, response: { 200: ZNotificationPreferencesSaved } }, config: SELF },
    async (request) => {
      const me = request.caller!.user.id;
      const body = request.body;
      const kinds: NotificationKind[] = 'kind' in body ? [body.kind] : [...NOTIFICATION_GROUPS[body.group]];
      if (body.email) {
        await db
          .delete(notificationEmailOptOuts)
          .where(and(eq(notificationEmailOptOuts.userId, me), inArray(notificationEmailOptOuts.notificationKind, kinds)));
      } else {
        await db
          .insert(notificationEmailOptOuts)
          .values(kinds.map((kind) => ({ userId: me, notificationKind: kind })))
          .onConflictDoNothing();
      }
      return { data: kinds.map((kind) => ({ kind, email: body.email })) };
    },
  );
}
