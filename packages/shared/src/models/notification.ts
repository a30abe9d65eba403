/**
 * In-app notifications: one row per recipient and event. The text is not stored: the
 * web app renders each kind from its Indonesian phrase (NOTIFICATION_MESSAGES, translated with the
 * catalogue) and the e-mail carries both languages, so a notification reads in the language the
 * user has now. Each message names its parameters (`{{company}}`); `notify()` is typed so that an
 * event without one of them does not compile.
 */
export const NOTIFICATION_MESSAGES = {
  'account-verified': {
    id: 'Akun Anda telah diverifikasi. Selamat datang di JalurKarir!',
    en: 'Your account has been verified. Welcome to JalurKarir!',
  },
  'partnership-requested': {
    id: '{{company}} mengajukan kemitraan dengan {{school}}',
    en: '{{company}} requested a partnership with {{school}}',
  },
  'partnership-answered': {
    id: 'Permintaan kemitraan {{company}} dengan {{school}}: {{status}}',
    en: 'Partnership request of {{company}} with {{school}}: {{status}}',
  },
  'partnership-ending': {
    id: 'Kemitraan dengan {{partner}} berakhir pada {{date}}',
    en: 'The partnership with {{partner}} ends on {{date}}',
  },
  'partnership-ended': {
    id: 'Kemitraan dengan {{partner}} telah diakhiri oleh {{by}}',
    en: 'The partnership with {{partner}} was ended by {{by}}',
  },
  'partnership-renewed': {
    id: 'Kemitraan dengan {{partner}} diperpanjang sampai {{date}}',
    en: 'The partnership with {{partner}} was renewed until {{date}}',
  },
  'application-received': {
    id: '{{student}} melamar {{opening}}',
    en: '{{student}} applied for {{opening}}',
  },
  'application-stage': {
    id: 'Lamaran Anda untuk {{opening}}: {{stage}}',
    en: 'Your application for {{opening}}: {{stage}}',
  },
  'invitation-received': {
    id: '{{company}} mengundang Anda melamar {{opening}}',
    en: '{{company}} invited you to apply for {{opening}}',
  },
  'invitation-answered': {
    id: 'Undangan {{opening}} untuk {{student}}: {{answer}}',
    en: 'Invitation to {{opening}} for {{student}}: {{answer}}',
  },
  'consent-requested': {
    id: 'Persetujuan wali diminta untuk {{student}}',
    en: 'Guardian consent requested for {{student}}',
  },
  'consent-answered': {
    id: 'Persetujuan wali untuk {{student}}: {{status}}',
    en: 'Guardian consent for {{student}}: {{status}}',
  },
  'assessment-scheduled': {
    id: 'Asesmen {{scheme}} dijadwalkan pada {{date}}',
    en: 'Assessment {{scheme}} scheduled on {{date}}',
  },
  'assessment-confirmed': {
    id: 'Hasil asesmen {{scheme}}: {{result}}',
    en: 'Assessment result {{scheme}}: {{result}}',
  },
  'test-assigned': {
    id: 'Tes baru untuk Anda: {{test}}',
    en: 'A new test for you: {{test}}',
  },
} as const satisfies Record<string, { id: string; en: string }>;

export type NotificationKind = keyof typeof NOTIFICATION_MESSAGES;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_MESSAGES) as NotificationKind[];

/**
 * A parameter's value: a proper name or number shown as it is, or a word that has two languages
 * (a stage, a status, a result) given in both — `{ id: 'Wawancara', en: 'Interview' }`.
 */
export type NotificationParamValue = string | number | { id: string; en: string };
export type NotificationParams = Record<string, NotificationParamValue>;

/** The `{{name}}` placeholders of a message, as a union of names. */
type Placeholders<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;
/** The parameters kind `K` needs: exactly its placeholders (never contact data — names and titles only). */
export type NotificationParamsOf<K extends NotificationKind> = Record<Placeholders<(typeof NOTIFICATION_MESSAGES)[K]['id']>, NotificationParamValue>;

/** Groups for the e-mail preferences screen: one switch per group. */
export const NOTIFICATION_GROUPS = {
  account: ['account-verified'],
  partnership: ['partnership-requested', 'partnership-answered', 'partnership-ending', 'partnership-ended', 'partnership-renewed'],
  application: ['application-received', 'application-stage', 'invitation-received', 'invitation-answered'],
  consent: ['consent-requested', 'consent-answered'],
  assessment: ['assessment-scheduled', 'assessment-confirmed'],
  test: ['test-assigned'],
} as const satisfies Record<string, readonly NotificationKind[]>;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;

/** The text of a notification in `lang`, its parameters filled in (two-language values in that language). */
export function notificationText(kind: NotificationKind, params: NotificationParams, lang: 'id' | 'en'): string {
  const template: string = NOTIFICATION_MESSAGES[kind][lang];
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => paramText(params[name], lang));
}

export function paramText(value: NotificationParamValue | undefined, lang: 'id' | 'en'): string {
  if (value === undefined) return '';
  return typeof value === 'object' ? value[lang] : String(value);
}
