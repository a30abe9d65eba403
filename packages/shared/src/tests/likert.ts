import type { Bilingual } from '../primitives.js';
import type { LikertScale } from '../models/test-engine.js';
import type { Instrument } from './types.js';

/** Answer labels of the five-point scales, 1 → 5 (the engine shows them; scoring reads the number). */
export const LIKERT_LABELS = {
  /** RIASEC: how much the student would like the activity. */
  interest: [
    { id: 'Sangat tidak suka', en: 'Strongly dislike' },
    { id: 'Tidak suka', en: 'Dislike' },
    { id: 'Ragu-ragu', en: 'Unsure' },
    { id: 'Suka', en: 'Like' },
    { id: 'Sangat suka', en: 'Strongly like' },
  ],
  /** Attitude scale: how true the statement is of the student. */
  agreement: [
    { id: 'Sangat tidak setuju', en: 'Strongly disagree' },
    { id: 'Tidak setuju', en: 'Disagree' },
    { id: 'Netral', en: 'Neutral' },
    { id: 'Setuju', en: 'Agree' },
    { id: 'Sangat setuju', en: 'Strongly agree' },
  ],
  /** Big Five: the IPIP answer labels (Indonesian from @bigfive-org/questions). */
  accuracy: [
    { id: 'Sangat tidak akurat', en: 'Very inaccurate' },
    { id: 'Cukup tidak akurat', en: 'Moderately inaccurate' },
    { id: 'Antara akurat dan tidak akurat', en: 'Neither accurate nor inaccurate' },
    { id: 'Cukup akurat', en: 'Moderately accurate' },
    { id: 'Sangat akurat', en: 'Very accurate' },
  ],
} satisfies Record<LikertScale, Bilingual[]>;

/** Which answer labels a Likert instrument shows by default. */
export const LIKERT_SCALE_OF: Partial<Record<Instrument, LikertScale>> = {
  'big-five': 'accuracy',
  riasec: 'interest',
  'attitude-scale': 'agreement',
};
