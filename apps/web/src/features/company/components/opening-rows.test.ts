import { describe, expect, it } from 'vitest';
import { emptyStageCounts } from '@jalurkarir/shared';
import { openingRows } from './opening-rows';

const opening = (id: string, status: string) => ({ id, title: `Lowongan ${id}`, status, deadline: null });

describe("a company's openings with their applicants per stage", () => {
  it('lists every opening, open first, with each pipeline stage counted and zeros where nobody applied', () => {
    const counts = {
      total: emptyStageCounts(),
      students: 4,
      students_hired: 1,
      openings: [
        // 2 applied, 1 interview, 1 hired, 1 withdrawn: 5 applications in all.
        {
          opportunity_id: 'b',
          title: 'Lowongan b',
          company_name: '',
          counts: { ...emptyStageCounts(), applied: 2, interview: 1, hired: 1, withdrawn: 1 },
          total: 5,
        },
      ],
    };
    const rows = openingRows([opening('a', 'closed'), opening('b', 'open'), opening('c', 'draft'), opening('d', 'open')], counts);
    expect(rows.map((r) => [r.id, r.total])).toEqual([
      ['b', 5],
      ['d', 0],
      ['c', 0],
      ['a', 0],
    ]);
    expect(rows[0]!.stages).toEqual([
      { stage: 'applied', count: 2 },
      { stage: 'shortlisted', count: 0 },
      { stage: 'interview', count: 1 },
      { stage: 'offered', count: 0 },
      { stage: 'hired', count: 1 },
    ]);
    expect(rows[3]!.stages.every((s) => s.count === 0)).toBe(true);
  });

  it('shows the openings before the counts arrive, all at zero', () => {
    expect(openingRows([opening('a', 'open')], undefined)[0]).toMatchObject({
      total: 0,
      stages: expect.arrayContaining([{ stage: 'hired', count: 0 }]),
    });
  });
});
