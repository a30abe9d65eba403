import type { AttemptStatus, TestKind } from '@jalurkarir/shared';
import { tk } from '../../../lib/i18n';

/** Indonesian phrases (translated where shown) for the engine's codes. */
export const KIND_LABELS: Record<TestKind, string> = {
  personality: tk('Kepribadian'),
  competency: tk('Kompetensi'),
  skills: tk('Keterampilan'),
  attitude: tk('Sikap Kerja'),
};

export const STATUS_LABELS: Record<AttemptStatus | 'submitted', string> = {
  not_started: tk('Belum dikerjakan'),
  in_progress: tk('Sedang dikerjakan'),
  submitted: tk('Selesai'),
};

export const minutesLeft = (ms: number) => Math.max(0, Math.ceil(ms / 60_000));

/** mm:ss (or h:mm:ss) of a remaining time. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
