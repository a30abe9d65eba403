import type { CandidateResult, EvidenceType, Lang } from '@jalurkarir/shared';
import { useTranslation } from 'react-i18next';
import { tk } from '../../../lib/i18n';
import { StatusBadge } from '../../../components/status-badge';

/** Evidence types as the assessor picks them (Indonesian phrases, translated where shown). */
export const EVIDENCE_LABELS: Record<EvidenceType, string> = {
  observation: tk('Observasi'),
  demonstration: tk('Demonstrasi'),
  written: tk('Tes tertulis'),
  oral: tk('Tanya jawab lisan'),
  portfolio: tk('Portofolio'),
};

export const RESULT_LABELS: Record<CandidateResult, string> = {
  competent: tk('Kompeten'),
  'not-yet-competent': tk('Belum Kompeten'),
};

/** A two-language name in the UI language. */
export const inLang = (lang: Lang, id: string, en: string) => (lang === 'en' ? en : id);

export function ResultBadge({ result }: { result: CandidateResult | null }) {
  const { t } = useTranslation();
  if (!result) return <StatusBadge tone="neutral">{t('Belum dinilai')}</StatusBadge>;
  return <StatusBadge tone={result === 'competent' ? 'success' : 'warning'}>{t(RESULT_LABELS[result])}</StatusBadge>;
}

export function CertificateStatusBadge({ status }: { status: 'valid' | 'expired' }) {
  const { t } = useTranslation();
  return <StatusBadge tone={status === 'valid' ? 'success' : 'neutral'}>{status === 'valid' ? t('Berlaku') : t('Kedaluwarsa')}</StatusBadge>;
}
