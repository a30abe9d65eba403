import { VOCATIONAL_PROGRAM_LABELS, VOCATIONAL_PROGRAM_LABELS_EN, type VocationalProgram } from '../models/programs.js';
import type { Bilingual } from '../primitives.js';

function isProgram(code: string): code is VocationalProgram {
  return Object.hasOwn(VOCATIONAL_PROGRAM_LABELS, code);
}

/** A program (competency area) name in both languages; unknown codes stay as they are. */
export function programName(code: string): Bilingual {
  return isProgram(code) ? { id: VOCATIONAL_PROGRAM_LABELS[code], en: VOCATIONAL_PROGRAM_LABELS_EN[code] } : { id: code, en: code };
}

export const RIASEC_NAMES: Record<string, Bilingual> = {
  R: { id: 'Realistis', en: 'Realistic' },
  I: { id: 'Investigatif', en: 'Investigative' },
  A: { id: 'Artistik', en: 'Artistic' },
  S: { id: 'Sosial', en: 'Social' },
  E: { id: 'Wirausaha', en: 'Enterprising' },
  C: { id: 'Konvensional', en: 'Conventional' },
};
