import type { VocationalProgram } from '../models/programs.js';
import { bigFivePercent } from './scoring/big-five.js';
import { BIG_FIVE_TEXTS, type InterpretationLang } from './interpretation-big-five.js';
import { ATTITUDE_INFO, RIASEC_INFO, type AttitudeLevel } from './interpretation-data.js';
import {
  RIASEC_TYPES,
  type AttitudeResult,
  type BigFiveResult,
  type PointsResult,
  type RiasecResult,
  type RiasecType,
  type TestResult,
} from './types.js';

export { BIG_FIVE_TEXTS, type BigFiveDomainText, type InterpretationLang } from './interpretation-big-five.js';
export { ATTITUDE_INFO, RIASEC_INFO, type AttitudeDimensionInfo, type AttitudeLevel, type RiasecTypeInfo } from './interpretation-data.js';

export type InterpretationLevel = 'low' | 'medium' | 'neutral' | 'high';

/** One part of an interpretation: a RIASEC type, an attitude dimension, a Big Five domain, a topic. */
export interface InterpretationSection {
  key: string;
  title: string;
  /** 0–100 on the chart's scale. */
  score: number;
  level?: InterpretationLevel;
  text: string;
  /** Examples (jobs for a RIASEC type; facets for a Big Five domain). */
  items?: string[];
  /** RIASEC: SMK programs that suit the type (codes; the web shows their labels). */
  programs?: VocationalProgram[];
}

export interface Interpretation {
  summary: string;
  sections: InterpretationSection[];
}

/** Attitude dimensions and point topics: below 50 low, below 75 medium, 75 and above high. */
export function bandOf(score: number): AttitudeLevel {
  if (score < 50) return 'low';
  if (score < 75) return 'medium';
  return 'high';
}

/** Below this RIASEC differentiation (highest − lowest, 0–100) the profile is called flat. */
export const FLAT_PROFILE_BELOW = 20;

const pick = <T extends { id: string; en: string }>(text: T, lang: InterpretationLang) => text[lang];
const number = (value: number, lang: InterpretationLang) => value.toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB', { maximumFractionDigits: 1 });

function describeRiasec(result: RiasecResult, lang: InterpretationLang): Interpretation {
  const code = [...result.code].filter((c): c is RiasecType => (RIASEC_TYPES as readonly string[]).includes(c));
  const names = code.map((c) => pick(RIASEC_INFO[c].name, lang)).join(', ');
  const flat = result.differentiation < FLAT_PROFILE_BELOW;
  const summary =
    lang === 'id'
      ? `Kode Holland Anda ${result.code}: ${names}.` +
        (flat
          ? ' Skor keenam tipe Anda hampir sama, jadi kode ini belum menunjukkan minat yang menonjol; cobalah berbagai kegiatan dan diskusikan hasilnya dengan guru BK.'
          : ' Minat Anda cukup jelas: pertimbangkan program dan pekerjaan yang cocok dengan tipe-tipe ini.')
      : `Your Holland code is ${result.code}: ${names}.` +
        (flat
          ? ' Your six scores are almost equal, so the code does not yet show a clear interest; try different activities and talk the result over with your guidance counsellor.'
          : ' Your interests are fairly clear: consider the programs and jobs that suit these types.');
  return {
    summary,
    sections: code.map((c) => ({
      key: c,
      title: `${pick(RIASEC_INFO[c].name, lang)} (${c})`,
      score: result.scores[c],
      text: pick(RIASEC_INFO[c].description, lang),
      items: RIASEC_INFO[c].jobs.map((j) => pick(j, lang)),
      programs: RIASEC_INFO[c].programs,
    })),
  };
}

function describeAttitude(result: AttitudeResult, lang: InterpretationLang): Interpretation {
  const overall = bandOf(result.overall);
  const verdict = {
    id: { low: 'masih perlu banyak dikembangkan', medium: 'cukup baik dan masih dapat ditingkatkan', high: 'sudah baik' },
    en: { low: 'still needs a lot of work', medium: 'fair and can still grow', high: 'already good' },
  }[lang][overall];
  return {
    summary:
      lang === 'id'
        ? `Skor kesiapan kerja Anda ${number(result.overall, lang)} dari 100: sikap kerja Anda ${verdict}.`
        : `Your work-readiness score is ${number(result.overall, lang)} out of 100: your work attitude ${verdict}.`,
    sections: result.dimensions.map((d) => {
      const level = bandOf(d.score);
      return {
        key: d.dimension,
        title: pick(ATTITUDE_INFO[d.dimension].name, lang),
        score: d.score,
        level,
        text: pick(ATTITUDE_INFO[d.dimension].texts[level], lang),
      };
    }),
  };
}

function describePoints(result: PointsResult, lang: InterpretationLang): Interpretation {
  const score = `${number(result.score, lang)} / ${number(result.maxScore, lang)} (${number(result.percent, lang)}%)`;
  const verdict =
    result.passed === null
      ? ''
      : lang === 'id'
        ? result.passed
          ? ' Anda lulus.'
          : ' Anda belum lulus.'
        : result.passed
          ? ' You passed.'
          : ' You did not pass yet.';
  const ranked = [...result.topics].sort((a, b) => b.percent - a.percent);
  const [best] = ranked;
  const worst = ranked.at(-1);
  const topics =
    best && worst && best !== worst && best.percent > worst.percent
      ? lang === 'id'
        ? ` Topik terkuat: ${best.topic} (${number(best.percent, lang)}%). Perlu latihan: ${worst.topic} (${number(worst.percent, lang)}%).`
        : ` Strongest topic: ${best.topic} (${number(best.percent, lang)}%). Needs practice: ${worst.topic} (${number(worst.percent, lang)}%).`
      : '';
  const bandText = {
    id: {
      low: 'Pelajari kembali materi topik ini.',
      medium: 'Sebagian besar sudah dikuasai; ulangi soal yang salah.',
      high: 'Topik ini sudah dikuasai dengan baik.',
    },
    en: { low: 'Study this topic again.', medium: 'Mostly mastered; go over the questions you missed.', high: 'This topic is well mastered.' },
  }[lang];
  return {
    summary: (lang === 'id' ? `Skor Anda ${score}.` : `Your score is ${score}.`) + verdict + topics,
    sections: result.topics.map((t) => ({
      key: t.topic,
      title: t.topic,
      score: t.percent,
      level: bandOf(t.percent),
      text: bandText[bandOf(t.percent)],
    })),
  };
}

/**
 * The Big Five levels are fixed cut-offs on the mean answer (`bigFiveLevel` in scoring/big-five.ts),
 * not percentiles of a norm group: the project has no norms for this translation and these
 * students, so the result must not read as a comparison with other students.
 */
const RAW_BANDS_NOTE: Record<InterpretationLang, string> = {
  id: 'Tingkat rendah, sedang dan tinggi dibaca langsung dari rata-rata jawaban Anda (di bawah 2,5 rendah, di atas 3,5 tinggi), bukan dari norma, jadi hasil ini tidak membandingkan Anda dengan siswa lain.',
  en: 'Low, average and high are raw bands of your mean answer (below 2.5 low, above 3.5 high), not norms, so this result does not compare you with other students.',
};

function describeBigFive(result: BigFiveResult, lang: InterpretationLang): Interpretation {
  const texts = BIG_FIVE_TEXTS[lang];
  const levelWord = { id: { low: 'rendah', neutral: 'sedang', high: 'tinggi' }, en: { low: 'low', neutral: 'average', high: 'high' } }[lang];
  return {
    summary:
      (lang === 'id' ? 'Profil kepribadian Anda: ' : 'Your personality profile: ') +
      result.domains.map((d) => `${texts[d.domain].title} ${levelWord[d.result]}`).join(', ') +
      '. ' +
      RAW_BANDS_NOTE[lang],
    sections: result.domains.map((d) => ({
      key: d.domain,
      title: texts[d.domain].title,
      score: bigFivePercent(d.score, d.count),
      level: d.result,
      text: `${texts[d.domain].shortDescription} ${texts[d.domain].results[d.result]}`,
      items: d.facets.map((f) => `${texts[d.domain].facets[f.facet]?.title ?? f.facet}: ${levelWord[f.result]}`),
    })),
  };
}

/** The interpretation of a result in the UI language (texts: docs/tests-scoring.md). */
export function describeResult(result: TestResult, lang: InterpretationLang): Interpretation {
  switch (result.instrument) {
    case 'riasec':
      return describeRiasec(result, lang);
    case 'attitude-scale':
      return describeAttitude(result, lang);
    case 'points':
      return describePoints(result, lang);
    case 'big-five':
      return describeBigFive(result, lang);
  }
}
