import {
  ATTITUDE_INFO,
  bigFivePercent,
  BIG_FIVE_DOMAINS,
  RIASEC_INFO,
  RIASEC_TYPES,
  type BigFiveDomain,
  type Lang,
  type TestResult,
} from '@jalurkarir/shared';
import { tk } from '../../lib/i18n';

/** One figure of a result: an axis of the radar, a bar, a row of the table beside the chart. */
export interface ResultRow {
  key: string;
  label: string;
  /** 0–100. */
  value: number;
}

export interface ResultChart {
  kind: 'radar' | 'bars' | 'none';
  rows: ResultRow[];
}

/**
 * Short Big Five names for the radar's axes (the package's titles, e.g. "Keterbukaan terhadap
 * Pengalaman", do not fit round a chart on a phone); the interpretation keeps the full titles.
 */
export const BIG_FIVE_SHORT: Record<BigFiveDomain, string> = {
  N: tk('Neurotisisme'),
  E: tk('Ekstraversi'),
  O: tk('Keterbukaan'),
  A: tk('Kepersetujuan'),
  C: tk('Kehati-hatian'),
};

/**
 * The chart of a result: radar for RIASEC (six types in hexagon order) and Big Five (five domains
 * on 0–100), bars for attitude dimensions and for point topics (percent), none for a point test
 * without topics. `translate` is the UI's `t` (Big Five names are phrases; RIASEC and attitude
 * names come from the shared data in the UI language).
 */
export function resultChart(result: TestResult, lang: Lang, translate: (phrase: string) => string): ResultChart {
  switch (result.instrument) {
    case 'riasec':
      return {
        kind: 'radar',
        rows: RIASEC_TYPES.map((type) => ({ key: type, label: `${RIASEC_INFO[type].name[lang]} (${type})`, value: result.scores[type] })),
      };
    case 'big-five':
      return {
        kind: 'radar',
        rows: BIG_FIVE_DOMAINS.flatMap((domain) => {
          const d = result.domains.find((x) => x.domain === domain);
          return d ? [{ key: domain, label: `${translate(BIG_FIVE_SHORT[domain])} (${domain})`, value: bigFivePercent(d.score, d.count) }] : [];
        }),
      };
    case 'attitude-scale':
      return {
        kind: 'bars',
        rows: result.dimensions.map((d) => ({ key: d.dimension, label: ATTITUDE_INFO[d.dimension].name[lang], value: d.score })),
      };
    case 'points':
      return { kind: result.topics.length ? 'bars' : 'none', rows: result.topics.map((t) => ({ key: t.topic, label: t.topic, value: t.percent })) };
  }
}

/** The headline of a result: what the badge says. */
export type ResultHeadline =
  | { kind: 'points'; percent: number; score: number; maxScore: number; passed: boolean | null }
  | { kind: 'code'; code: string }
  | { kind: 'overall'; value: number }
  | { kind: 'profile' };

export function resultHeadline(result: TestResult): ResultHeadline {
  switch (result.instrument) {
    case 'points':
      return { kind: 'points', percent: result.percent, score: result.score, maxScore: result.maxScore, passed: result.passed };
    case 'riasec':
      return { kind: 'code', code: result.code };
    case 'attitude-scale':
      return { kind: 'overall', value: result.overall };
    case 'big-five':
      return { kind: 'profile' };
  }
}

/** A figure in the UI language's number format (one decimal at most). */
export function formatScore(value: number, lang: Lang): string {
  return value.toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB', { maximumFractionDigits: 1 });
}
