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
  // An opening with a quota closed by itself once its last place was filled (docs/applications.md).
  'opening-filled': {
    id: 'Kuota {{opening}} terpenuhi ({{quota}} diterima bekerja): lowongan ditutup otomatis',
    en: 'The quota of {{opening}} is filled ({{quota}} hired): the opening was closed automatically',
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
  // Interview slots (docs/applications.md): the student's choice reaches the company; a reminder the day before.
  'interview-picked': {
    id: '{{student}} memilih jadwal wawancara {{opening}}: {{date}}',
    en: '{{student}} picked the interview time for {{opening}}: {{date}}',
  },
  'interview-time-requested': {
    id: '{{student}} meminta waktu wawancara lain untuk {{opening}}',
    en: '{{student}} asks for another interview time for {{opening}}',
  },
  'interview-reminder': {
    id: 'Pengingat: wawancara {{opening}} besok, {{date}}',
    en: 'Reminder: the {{opening}} interview is tomorrow, {{date}}',
  },
  // Offers (docs/applications.md): the student hears of an offer and of its withdrawal, the company of the answer.
  'offer-received': {
    id: '{{company}} menawarkan posisi {{position}} kepada Anda ({{opening}})',
    en: '{{company}} offers you the position {{position}} ({{opening}})',
  },
  'offer-answered': {
    id: '{{student}} {{answer}} tawaran {{position}} ({{opening}})',
    en: '{{student}} {{answer}} the offer of {{position}} ({{opening}})',
  },
  'offer-withdrawn': {
    id: '{{company}} menarik tawaran {{position}} ({{opening}})',
    en: '{{company}} withdrew the offer of {{position}} ({{opening}})',
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
  // Job alerts (docs/matching.md): new openings scoring at least the student's threshold, each with its score and reason.
  'job-alert': {
    id: 'Lowongan baru yang cocok untuk Anda: {{openings}}',
    en: 'New openings that match you: {{openings}}',
  },
  'test-requested': {
    id: '{{student}} meminta tes {{test}}',
    en: '{{student}} asks for the test {{test}}',
  },
  // Conversations (docs/messages.md): never the message itself (it may be a minor's), only who wrote.
  'message-received': {
    id: 'Pesan baru dari {{sender}}',
    en: 'New message from {{sender}}',
  },
  'message-reported': {
    id: '{{student}} melaporkan pesan dari {{sender}}',
    en: '{{student}} reported a message from {{sender}}',
  },
  // PKL (docs/pkl.md).
  'pkl-placement-request': {
    id: '{{school}} mengajukan PKL untuk {{student}}',
    en: '{{school}} asks for a PKL place for {{student}}',
  },
  'pkl-placement-answered': {
    id: 'Penempatan PKL {{student}} di {{company}} {{answer}}',
    en: 'The PKL placement of {{student}} at {{company}} was {{answer}}',
  },
  'pkl-proposal': {
    id: '{{student}} mengusulkan PKL di {{company}}',
    en: '{{student}} proposes a PKL placement at {{company}}',
  },
  'pkl-proposal-answered': {
    id: 'Usulan PKL Anda di {{company}} {{answer}} sekolah',
    en: 'Your PKL proposal for {{company}} was {{answer}} by the school',
  },
  'pkl-journal-returned': {
    id: 'Jurnal PKL Anda tanggal {{date}} dikembalikan untuk diperbaiki',
    en: 'Your PKL journal for {{date}} was returned for correction',
  },
  'pkl-missing-days': {
    id: 'Jurnal PKL {{student}} belum diisi untuk {{count}} hari kerja',
    en: "{{student}}'s PKL journal is missing {{count}} working days",
  },
  'pkl-evaluation-due': {
    id: 'Penilaian PKL {{student}} perlu diisi',
    en: 'The PKL evaluation of {{student}} is due',
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
  application: [
    'application-received',
    'opening-filled',
    'application-stage',
    'invitation-received',
    'invitation-answered',
    'job-alert',
    'interview-picked',
    'interview-time-requested',
    'interview-reminder',
    'offer-received',
    'offer-answered',
    'offer-withdrawn',
  ],
  consent: ['consent-requested', 'consent-answered'],
  assessment: ['assessment-scheduled', 'assessment-confirmed'],
  test: ['test-assigned', 'test-requested'],
  message: ['message-received', 'message-reported'],
  pkl: [
    'pkl-placement-request',
    'pkl-placement-answered',
    'pkl-proposal',
    'pkl-proposal-answered',
    'pkl-journal-returned',
    'pkl-missing-days',
    'pkl-evaluation-due',
  ],
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
