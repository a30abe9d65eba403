import type { Lang } from '@jalurkarir/shared';

/** Field messages of the privacy routes, in both languages (the request's language is picked). */
export const PRIVACY_MESSAGES = {
  NO_CONSENT_NEEDED: {
    id: 'Anda sudah berusia 18 tahun atau lebih; persetujuan wali tidak diperlukan',
    en: 'You are 18 or older; no guardian consent is needed',
  },
  OWN_EMAIL: { id: 'Gunakan email wali, bukan email Anda sendiri', en: "Use your guardian's e-mail, not your own" },
  ERASURE_PENDING: { id: 'Permintaan penghapusan sudah diajukan dan sedang menunggu', en: 'An erasure request is already waiting' },
  NOT_PENDING: { id: 'Permintaan ini sudah diproses', en: 'This request has already been handled' },
  FORM_REQUIRED: {
    id: 'Unggah pindaian formulir yang ditandatangani (JPG, PNG, atau WebP)',
    en: 'Upload a scan of the signed form (JPG, PNG or WebP)',
  },
  NOT_A_STUDENT: { id: 'Siswa tidak ditemukan di sekolah Anda', en: 'Student not found in your school' },
  SIGNED_IN_FUTURE: { id: 'Tanggal penandatanganan tidak boleh di masa depan', en: 'The signing date cannot be in the future' },
} as const satisfies Record<string, Record<Lang, string>>;

export function privacyMessage(key: keyof typeof PRIVACY_MESSAGES, lang: Lang): string {
  return PRIVACY_MESSAGES[key][lang];
}

/** Two-language words for notification parameters. */
export const CONSENT_STATUS_WORDS = {
  granted: { id: 'disetujui', en: 'granted' },
  declined: { id: 'ditolak', en: 'declined' },
  withdrawn: { id: 'ditarik', en: 'withdrawn' },
} as const;
