import type { ConsentStatus, ErasureStatus, GuardianRelation } from '@jalurkarir/shared';
import { tk } from '../../../lib/i18n';
import type { Tone } from '../../../components/status-badge';

/** Labels of the privacy values (Indonesian phrases, translated where shown). */
export const CONSENT_STATUS_LABELS: Record<ConsentStatus, { label: string; tone: Tone }> = {
  pending: { label: tk('Menunggu jawaban wali'), tone: 'warning' },
  granted: { label: tk('Disetujui'), tone: 'success' },
  declined: { label: tk('Ditolak wali'), tone: 'danger' },
  withdrawn: { label: tk('Ditarik'), tone: 'neutral' },
  cancelled: { label: tk('Dibatalkan'), tone: 'neutral' },
};

export const ERASURE_STATUS_LABELS: Record<ErasureStatus, { label: string; tone: Tone }> = {
  pending: { label: tk('Menunggu persetujuan'), tone: 'warning' },
  approved: { label: tk('Data dihapus'), tone: 'success' },
  rejected: { label: tk('Ditolak'), tone: 'danger' },
};

export const RELATION_LABELS: Record<GuardianRelation, string> = {
  ayah: tk('Ayah'),
  ibu: tk('Ibu'),
  wali: tk('Wali'),
};

export const METHOD_LABELS = { email: tk('Tautan email'), paper: tk('Formulir kertas') } as const;

/** Who viewed: the company, or the viewer's kind when there is none. */
export const VIEWER_ROLE_LABELS: Record<string, string> = {
  admin: tk('Admin JalurKarir'),
  asesor: tk('Asesor'),
  admin_perusahaan: tk('Perusahaan'),
};
