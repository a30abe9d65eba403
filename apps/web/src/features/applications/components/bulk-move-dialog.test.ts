import { describe, expect, it } from 'vitest';
import { reachableBulkStages } from './bulk-move-dialog';

describe('the stages a bulk move offers', () => {
  it('are those every selected application can reach (never back, never an interview in bulk)', () => {
    expect(reachableBulkStages([{ stage: 'applied' }])).toEqual(['shortlisted', 'offered', 'hired', 'rejected']);
    // An applicant already shortlisted cannot be shortlisted again, so the pair offers only what both reach.
    expect(reachableBulkStages([{ stage: 'applied' }, { stage: 'shortlisted' }])).toEqual(['offered', 'hired', 'rejected']);
    expect(reachableBulkStages([{ stage: 'interview' }, { stage: 'offered' }])).toEqual(['hired', 'rejected']);
    expect(reachableBulkStages([{ stage: 'applied' }, { stage: 'hired' }])).toEqual([]);
  });
});
