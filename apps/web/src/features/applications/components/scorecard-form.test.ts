import { describe, expect, it } from 'vitest';
import type { TScorecard } from '@jalurkarir/shared';
import { criterionName, formatAverage, initialRatings, toCriteriaBody, toRateBody, validateCriteria, validateRatings } from './scorecard-form';

describe('scorecard form', () => {
  it('the criteria editor checks what the API checks: 2–8 criteria, the Indonesian name required, in the reader’s language', () => {
    expect(validateCriteria([{ name: 'Teknis', name_en: '' }], 'en')).toHaveProperty('criteria');
    expect(
      validateCriteria(
        [
          { name: '  ', name_en: 'Design' },
          { name: 'Ketelitian', name_en: '' },
        ],
        'id',
      ),
    ).toEqual({ 'criteria.0.name': 'Wajib diisi' });
    expect(
      validateCriteria(
        [
          { name: '', name_en: '' },
          { name: 'Ketelitian', name_en: '' },
        ],
        'en',
      ),
    ).toEqual({ 'criteria.0.name': 'Required' });
    const nine = Array.from({ length: 9 }, (_, i) => ({ name: `K${i}`, name_en: '' }));
    // The editor never sends more than eight (its add button stops there); the body is cut to eight.
    expect(toCriteriaBody(nine).criteria).toHaveLength(8);
    expect(
      validateCriteria(
        [
          { name: 'Teknis', name_en: '' },
          { name: 'Sikap', name_en: 'Attitude' },
        ],
        'id',
      ),
    ).toEqual({});
    expect(toCriteriaBody([{ id: '5b0f6c8e-3c2a-4d1e-9f00-000000000001', name: ' Teknis ', name_en: ' ' }])).toEqual({
      criteria: [{ id: '5b0f6c8e-3c2a-4d1e-9f00-000000000001', name: 'Teknis', name_en: null }],
    });
  });

  it('sends only the criteria given a score, with a trimmed comment or null', () => {
    const values = {
      'a0000000-0000-4000-8000-000000000001': { score: 4, comment: '  Rapi ' },
      'a0000000-0000-4000-8000-000000000002': { score: null, comment: 'tanpa nilai' },
      'a0000000-0000-4000-8000-000000000003': { score: 2, comment: '' },
    };
    expect(toRateBody(values)).toEqual({
      ratings: [
        { criterion_id: 'a0000000-0000-4000-8000-000000000001', score: 4, comment: 'Rapi' },
        { criterion_id: 'a0000000-0000-4000-8000-000000000003', score: 2, comment: null },
      ],
    });
    expect(validateRatings(values, 'en')).toEqual({});
  });

  it('starts from the caller’s own ratings, not a colleague’s', () => {
    const scorecard: TScorecard = {
      criteria: [
        { id: 'c1', name: 'Teknis', name_en: 'Technical', position: 0 },
        { id: 'c2', name: 'Sikap', name_en: null, position: 1 },
      ],
      ratings: [
        { criterion_id: 'c1', rater_id: 'me', rater_name: 'Saya', score: 3, comment: 'cukup', updated_at: '2026-11-01T02:00:00.000Z' },
        { criterion_id: 'c2', rater_id: 'other', rater_name: 'Rekan', score: 5, comment: null, updated_at: '2026-11-01T02:00:00.000Z' },
      ],
      averages: [],
      notes: [],
    };
    expect(initialRatings(scorecard, 'me')).toEqual({ c1: { score: 3, comment: 'cukup' }, c2: { score: null, comment: '' } });
    expect(criterionName(scorecard.criteria[0]!, 'en')).toBe('Technical');
    expect(criterionName(scorecard.criteria[1]!, 'en')).toBe('Sikap');
    expect(criterionName(scorecard.criteria[0]!, 'id')).toBe('Teknis');
  });

  it('shows an average with one decimal in the reader’s language', () => {
    expect(formatAverage(4.5, 'id')).toBe('4,5');
    expect(formatAverage(4.5, 'en')).toBe('4.5');
    expect(formatAverage(3.33, 'en')).toBe('3.3');
    expect(formatAverage(4, 'id')).toBe('4');
  });
});
