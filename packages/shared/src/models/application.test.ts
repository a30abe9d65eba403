import { describe, expect, it } from 'vitest';
import { APPLICATION_STAGES, FINAL_STAGES, WITHDRAWABLE_STAGES, ZMoveApplication, canMove, nextStages } from './application.js';

describe('application stages', () => {
  it('moves forward (skipping allowed), reschedules an interview, rejects; never back, never out of a final stage', () => {
    expect(nextStages('applied')).toEqual(['shortlisted', 'interview', 'offered', 'hired', 'rejected']);
    expect(nextStages('interview')).toEqual(['interview', 'offered', 'hired', 'rejected']);
    expect(nextStages('offered')).toEqual(['hired', 'rejected']);
    for (const stage of FINAL_STAGES) expect(nextStages(stage)).toEqual([]);
    expect(canMove('offered', 'shortlisted')).toBe(false);
    expect(canMove('shortlisted', 'shortlisted')).toBe(false);
  });

  it('never lets the company withdraw for the student', () => {
    for (const stage of APPLICATION_STAGES) expect(canMove(stage, 'withdrawn')).toBe(false);
    expect(WITHDRAWABLE_STAGES).toEqual(['applied', 'shortlisted', 'interview']);
  });

  it('asks an interview for its date and place, a rejection for its reason', () => {
    const paths = (body: unknown) => {
      const result = ZMoveApplication.safeParse(body);
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.')).sort();
    };
    expect(paths({ stage: 'interview' })).toEqual(['interview_at', 'interview_place']);
    expect(paths({ stage: 'interview', interview_at: '2027-01-15T09:30:00+07:00', interview_place: 'Jl. Rasuna Said' })).toEqual([]);
    expect(paths({ stage: 'rejected' })).toEqual(['reason']);
    expect(paths({ stage: 'rejected', reason: 'position_filled', message: 'Terima kasih.' })).toEqual([]);
    expect(paths({ stage: 'hired', student_id: 'x' })).toEqual(['']);
  });
});
