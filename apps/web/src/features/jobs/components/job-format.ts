import type { TFunction } from 'i18next';
import type { ApplicationStage, TResponsiveness } from '@jalurkarir/shared';
import type { Tone } from '../../../components/status-badge';

/** "Rp4.500.000 – Rp6.000.000", "from Rp4.500.000", "up to …"; null when the opening names no salary. */
export function salaryText(from: number | null, to: number | null, currency: string | null, lang: string, t: TFunction): string | null {
  const money = (value: number) =>
    new Intl.NumberFormat(lang === 'id' ? 'id-ID' : 'en-US', { style: 'currency', currency: currency ?? 'IDR', maximumFractionDigits: 0 }).format(
      value,
    );
  if (from != null && to != null) return from === to ? money(from) : `${money(from)} – ${money(to)}`;
  if (from != null) return t('Mulai {{amount}}', { amount: money(from) });
  if (to != null) return t('Hingga {{amount}}', { amount: money(to) });
  return null;
}

/** Hours as the student reads them: under two days in hours, else in days. */
export function durationText(hours: number, t: TFunction): string {
  if (hours < 48) return t('{{count}} jam', { count: Math.max(1, Math.round(hours)) });
  return t('{{count}} hari', { count: Math.round(hours / 24) });
}

/** How quickly the company answers, in one sentence, or null with nothing measured yet. */
export function responsivenessSummary(r: TResponsiveness, t: TFunction): { average: string; share: string } | null {
  if (r.applications === 0) return null;
  return {
    average: r.average_hours == null ? t('Belum ada lamaran yang ditanggapi') : durationText(r.average_hours, t),
    share: t('{{responded}} dari {{applications}} lamaran ditanggapi', { responded: r.responded, applications: r.applications }),
  };
}

/** The badge colour of a stage: progress blue, offers and hires green, rejection red, withdrawal grey. */
export const STAGE_TONES: Record<ApplicationStage, Tone> = {
  applied: 'neutral',
  shortlisted: 'info',
  interview: 'info',
  offered: 'warning',
  hired: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};
