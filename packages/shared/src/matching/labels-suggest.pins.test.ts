/**
 * The names the API writes into its sentences, and the order of career suggestions, pinned by
 * hand: the English program names are the ones of the curriculum's English catalogue (the same the
 * web shows), the RIASEC names are Holland's, and the suggestion order follows the documented rule
 * (best interest fit first; the student's own program +0.1; then by key).
 */
import { describe, expect, it } from 'vitest';
import { OCCUPATIONS } from '../occupations.js';
import { programName, RIASEC_NAMES } from './labels.js';
import { suggestOccupations } from './riasec-suggest.js';

describe('program and interest names', () => {
  it('names every program in both languages', () => {
    const expected: Record<string, [string, string]> = {
      rpl: ['Rekayasa Perangkat Lunak', 'Software Engineering'],
      tkj: ['Teknik Komputer dan Jaringan', 'Computer and Network Engineering'],
      dkv: ['Desain Komunikasi Visual', 'Visual Communication Design'],
      akl: ['Akuntansi dan Keuangan Lembaga', 'Institutional Accounting and Finance'],
      otkp: ['Otomatisasi dan Tata Kelola Perkantoran', 'Office Automation and Management'],
      bdp: ['Bisnis Daring dan Pemasaran', 'Online Business and Marketing'],
      tkr: ['Teknik Kendaraan Ringan', 'Light Vehicle Engineering'],
      tbsm: ['Teknik dan Bisnis Sepeda Motor', 'Motorcycle Engineering and Business'],
      titl: ['Teknik Instalasi Tenaga Listrik', 'Electrical Power Installation'],
      tbg: ['Tata Boga', 'Culinary Arts'],
      phtl: ['Perhotelan', 'Hospitality'],
      upw: ['Usaha Layanan Pariwisata', 'Tourism Services'],
    };
    for (const [code, [id, en]] of Object.entries(expected)) expect(programName(code), code).toEqual({ id, en });
  });

  it('names the six Holland types in Indonesian and English', () => {
    expect(RIASEC_NAMES).toEqual({
      R: { id: 'Realistis', en: 'Realistic' },
      I: { id: 'Investigatif', en: 'Investigative' },
      A: { id: 'Artistik', en: 'Artistic' },
      S: { id: 'Sosial', en: 'Social' },
      E: { id: 'Wirausaha', en: 'Enterprising' },
      C: { id: 'Konvensional', en: 'Conventional' },
    });
  });
});

describe('career suggestions at equal interest fit', () => {
  // A flat RIASEC profile has no direction: every occupation fits 0.5 (docs/matching.md), so the
  // order is decided by the program bonus alone, then by key.
  const flat = { R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 };
  const byKey = (keys: string[]) => [...keys].sort((a, b) => a.localeCompare(b));

  it('puts the student’s own program first, then every other occupation, each group by key', () => {
    const all = suggestOccupations(flat, 'akl', OCCUPATIONS.length);
    const own = OCCUPATIONS.filter((o) => o.programs.includes('akl')).map((o) => o.key);
    const others = OCCUPATIONS.filter((o) => !o.programs.includes('akl')).map((o) => o.key);
    expect(own.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    expect(all.map((o) => o.key)).toEqual([...byKey(own), ...byKey(others)]);
    expect(all.every((o) => o.fit === 0.5)).toBe(true);
  });

  it('without interests lists the student’s own program only, however many are asked for', () => {
    const own = OCCUPATIONS.filter((o) => o.programs.includes('akl')).map((o) => o.key);
    expect(suggestOccupations(null, 'akl', OCCUPATIONS.length).map((o) => o.key)).toEqual(byKey(own));
  });

  it('with interests but no program, lists every occupation, by key at equal fit', () => {
    const all = suggestOccupations(flat, null, OCCUPATIONS.length);
    expect(all.map((o) => o.key)).toEqual(byKey(OCCUPATIONS.map((o) => o.key)));
  });
});
