// The typings of the package's text files are ambient (`declare module`), so a reference, not an import:
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./interpretation-bigfive-data.d.ts" />
import englishTemplate from '@bigfive-org/results/lib/data/en/index.js';
import indonesianTemplate from '@bigfive-org/results/lib/data/id/index.js';
import { BIG_FIVE_DOMAINS, type BigFiveDomain } from './types.js';

export type InterpretationLang = 'id' | 'en';
type Level = 'low' | 'neutral' | 'high';

export interface BigFiveDomainText {
  title: string;
  shortDescription: string;
  /** The long description, one string a paragraph. */
  description: string[];
  results: Record<Level, string>;
  facets: Record<number, { title: string; text: string }>;
}

/**
 * Corrections to the package's Indonesian texts (docs/tests-scoring.md): the Extraversion results
 * name the wrong domain ("Kehati-hatian" = Conscientiousness), a few typos, a facet title the
 * translator marked TODO, and "mudah marah" (easily angered) for "easily upset".
 */
const INDONESIAN_FIXES: [RegExp, string][] = [
  [/Nilai Anda pada Kehati-hatian (rendah, yang menunjukkan Anda adalh seorang yang introvert)/, 'Nilai Anda pada Ekstraversi $1'],
  [/Nilai Anda pada Kehati-hatian (adalah rata-rata, yang menunjukkan bahwa Anda bukanlah)/, 'Nilai Anda pada Ekstraversi $1'],
  [/Nilai Anda pada Kehati-hatian (tinggi, yang menunjukkan Anda mudah bergaul)/, 'Nilai Anda pada Ekstraversi $1'],
  [/\badalh\b/g, 'adalah'],
  [/Kamu lebih suka/g, 'Anda lebih suka'],
  [/\bAlturisme\b/g, 'Altruisme'],
  [/^Ketidaktahanan$/, 'Ketidakmampuan Menahan Diri'],
  [/Anda mudah marah, bahkan oleh/, 'Anda mudah merasa terganggu, bahkan oleh'],
  [/dunia luar \./, 'dunia luar.'],
];

/** Plain text: the package wraps lines and separates paragraphs with `<br />`. */
const clean = (text: string, lang: InterpretationLang) =>
  lang === 'id'
    ? INDONESIAN_FIXES.reduce((s, [pattern, to]) => s.replace(pattern, to), text.replace(/\s+/g, ' ').trim())
    : text.replace(/\s+/g, ' ').trim();

function texts(template: BigFiveTemplateDomain[], lang: InterpretationLang): Record<BigFiveDomain, BigFiveDomainText> {
  const entries = BIG_FIVE_DOMAINS.map((domain) => {
    const d = template.find((x) => x.domain === domain);
    if (!d) throw new Error(`@bigfive-org/results has no ${lang} text for ${domain}`);
    const result = (level: Level) => clean(d.results.find((r) => r.score === level)?.text ?? '', lang);
    return [
      domain,
      {
        title: clean(d.title, lang),
        shortDescription: clean(d.shortDescription, lang),
        description: d.description
          .split(/<br\s*\/?>/)
          .map((p) => clean(p, lang))
          .filter(Boolean),
        results: { low: result('low'), neutral: result('neutral'), high: result('high') },
        facets: Object.fromEntries(d.facets.map((f) => [f.facet, { title: clean(f.title, lang), text: clean(f.text, lang) }])),
      },
    ] as const;
  });
  return Object.fromEntries(entries) as Record<BigFiveDomain, BigFiveDomainText>;
}

/** Big Five domain and facet texts from @bigfive-org/results 1.2.9 (MIT), Indonesian corrected. */
export const BIG_FIVE_TEXTS: Record<InterpretationLang, Record<BigFiveDomain, BigFiveDomainText>> = {
  id: texts(indonesianTemplate, 'id'),
  en: texts(englishTemplate, 'en'),
};
