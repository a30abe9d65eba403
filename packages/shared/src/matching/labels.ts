import { VOCATIONAL_PROGRAM_LABELS, type VocationalProgram } from '../models/programs.js';
import type { Bilingual } from '../primitives.js';

/** English names of the programs, for the bilingual sentences the API sends (the web catalogue has the same). */
const PROGRAM_EN: Record<VocationalProgram, string> = {
  rpl: 'Software Engineering',
  tkj: 'Computer and Network Engineering',
  dkv: 'Visual Communication Design',
  akl: 'Accounting and Institutional Finance',
  otkp: 'Office Automation and Management',
  bdp: 'Online Business and Marketing',
  tkr: 'Light Vehicle Engineering',
  tbsm: 'Motorcycle Engineering and Business',
  titl: 'Electrical Power Installation',
  tbg: 'Culinary Arts',
  phtl: 'Hospitality',
  upw: 'Tourism Services',
};

function isProgram(code: string): code is VocationalProgram {
  return Object.hasOwn(VOCATIONAL_PROGRAM_LABELS, code);
}

/** A program (competency area) name in both languages; unknown codes stay as they are. */
export function programName(code: string): Bilingual {
  return isProgram(code) ? { id: VOCATIONAL_PROGRAM_LABELS[code], en: PROGRAM_EN[code] } : { id: code, en: code };
}

export const RIASEC_NAMES: Record<string, Bilingual> = {
  R: { id: 'Realistis', en: 'Realistic' },
  I: { id: 'Investigatif', en: 'Investigative' },
  A: { id: 'Artistik', en: 'Artistic' },
  S: { id: 'Sosial', en: 'Social' },
  E: { id: 'Wirausaha', en: 'Enterprising' },
  C: { id: 'Konvensional', en: 'Conventional' },
};
