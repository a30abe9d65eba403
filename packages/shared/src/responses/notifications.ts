import { z } from 'zod';
import { zTimestamp } from '../primitives.js';
import { NOTIFICATION_GROUPS, NOTIFICATION_KINDS, type NotificationGroup, type NotificationKind } from '../models/notification.js';

/** What the notification routes answer (the caller's own notifications and e-mail preferences). */
const KINDS = NOTIFICATION_KINDS as [NotificationKind, ...NotificationKind[]];
const GROUPS = Object.keys(NOTIFICATION_GROUPS) as [NotificationGroup, ...NotificationGroup[]];

const ZParamValue = z.union([z.string(), z.number(), z.object({ id: z.string(), en: z.string() })]);

export const ZNotificationItem = z.object({
  id: z.string(),
  kind: z.enum(KINDS),
  params: z.record(z.string(), ZParamValue),
  link: z.string().nullable(),
  read_at: zTimestamp.nullable(),
  created_at: zTimestamp,
});

/** A page of notifications, with the caller's unread count for the bell. */
export const ZNotificationPage = z.object({
  data: z.array(ZNotificationItem),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
});

export const ZNotificationReadResult = z.object({ updated: z.number().int() });
export const ZNotificationPreferences = z.object({
  data: z.array(z.object({ kind: z.enum(KINDS), group: z.enum(GROUPS), email: z.boolean() })),
});
export const ZNotificationPreferencesSaved = z.object({ data: z.array(z.object({ kind: z.enum(KINDS), email: z.boolean() })) });

// What the client receives (JSON: timestamps as text).
export type NotificationItem = z.input<typeof ZNotificationItem>;
export type NotificationPage = z.input<typeof ZNotificationPage>;
export type NotificationPreference = z.input<typeof ZNotificationPreferences>['data'][number];
