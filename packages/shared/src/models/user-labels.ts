/** An account's states and their names (zod-free: the profile header shows them). */
export const USER_STATUSES = ['active', 'not_activated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** `not_activated` is displayed as Inactive (spec §4). */
export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: 'Aktif', not_activated: 'Tidak Aktif' };
