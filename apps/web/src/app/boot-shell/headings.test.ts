import { describe, expect, it } from 'vitest';
import core from '../../locales/en.json';
import { domainPhrases } from '../../locales/en/domains';
import { MASTER_DATA_PATHS, PAGE_ACCESS } from '../access';
import { bootHeadings } from './headings';

const english: Record<string, string> = { ...core, ...domainPhrases };

describe('boot shell headings', () => {
  const headings = bootHeadings(english);

  it('covers every master-data list, with the roles its guard lets in', () => {
    expect(Object.keys(headings).sort()).toEqual([...MASTER_DATA_PATHS].sort());
    for (const path of MASTER_DATA_PATHS) expect(headings[path]!.roles).toEqual(PAGE_ACCESS[path].roles);
  });

  it('holds the title and description in both languages, as the page renders them', () => {
    expect(headings['/md-student']).toMatchObject({
      title: ['Siswa', 'Student'],
      description: [
        'Siswa dengan NISN, kompetensi keahlian, dan kelas. Impor satu kelas sekaligus dari spreadsheet.',
        'Students with NISN, vocational program and grade. Import a whole class at once from a spreadsheet.',
      ],
    });
    // A company admin knows the openings as "Pekerjaan".
    expect(headings['/md-opportunity']!.titleByRole?.admin_perusahaan).toEqual(['Pekerjaan', english['Pekerjaan']]);
  });

  it('refuses a phrase without English rather than show Indonesian in the English interface', () => {
    const missing = { ...english };
    delete missing['Siswa'];
    expect(() => bootHeadings(missing)).toThrow('no English for "Siswa"');
  });
});
