/** Indonesian phrases (translated where shown) for the engine's codes: one table in packages/shared. */
export { ATTEMPT_STATUS_LABELS as STATUS_LABELS, TEST_KIND_LABELS as KIND_LABELS } from '@jalurkarir/shared';

export const minutesLeft = (ms: number) => Math.max(0, Math.ceil(ms / 60_000));

/** mm:ss (or h:mm:ss) of a remaining time. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
