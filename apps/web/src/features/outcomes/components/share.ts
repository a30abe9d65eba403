import { SMALL_GROUP_MIN, type Lang, type TShare } from '@jalurkarir/shared';

const percentFormats = new Map<Lang, Intl.NumberFormat>();

/** A percentage with one decimal in the UI language: 42.5% (en) / 42,5% (id). */
export function formatPercent(percent: number, lang: Lang): string {
  let format = percentFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'id' ? 'id-ID' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    percentFormats.set(lang, format);
  }
  return `${format.format(percent)}%`;
}

/**
 * A share as the dashboards write it: "12 of 40 (30.0%)". A group under SMALL_GROUP_MIN gets no
 * percentage (the API sends none): "3 of 4" and the reader is told why where the figure is shown.
 * An empty group is a dash, not "0 of 0".
 */
export function shareText(share: TShare, lang: Lang): string {
  if (share.of === 0) return '—';
  const counts = lang === 'id' ? `${share.count} dari ${share.of}` : `${share.count} of ${share.of}`;
  if (share.percent === null || share.small_group) return counts;
  return `${counts} (${formatPercent(share.percent, lang)})`;
}

/** Only the percentage (for a chart's axis and a headline), or null when the group is too small or empty. */
export function sharePercent(share: TShare): number | null {
  return share.of === 0 || share.small_group ? null : share.percent;
}

/** Whether any of these shares was held back as a small group: the page then says why. */
export function anySmallGroup(shares: readonly TShare[]): boolean {
  return shares.some((s) => s.small_group && s.of > 0);
}

export { SMALL_GROUP_MIN };
