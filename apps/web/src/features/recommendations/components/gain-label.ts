import type { Gap } from '@jalurkarir/shared';

/**
 * A gap's points as the student reads them: "+3,8" for the step its action names, "hingga +20"
 * when the outcome is the student's to find out (a test not taken, an address not given) and the
 * number is only the most it can give — a bound shown as a promise would overstate the gain.
 */
export function gainLabel(g: Pick<Gap, 'gain' | 'upTo'>, lang: string, t: (phrase: string, options?: Record<string, unknown>) => string): string {
  const gain = g.gain.toLocaleString(lang, { maximumFractionDigits: 1 });
  return g.upTo ? t('hingga +{{gain}}', { gain }) : `+${gain}`;
}
