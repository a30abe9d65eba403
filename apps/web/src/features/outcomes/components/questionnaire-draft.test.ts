import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACER_QUESTIONS } from '@jalurkarir/shared';
import { lockedKeys, moved, newQuestion, questionnaireErrors, toDrafts, withKind, withOption } from './questionnaire-draft';

const round = { graduation_year: 2025, title: 'Tracer 2026, lulusan 2025', starts_on: '2026-01-05', ends_on: '2026-03-01' };

describe('the questionnaire editor', () => {
  it('starts from the default and accepts it as it is', () => {
    const drafts = toDrafts(DEFAULT_TRACER_QUESTIONS);
    expect(drafts).toHaveLength(15);
    expect(questionnaireErrors(round, drafts, null, 'id')).toEqual({});
  });

  it('a new question gets a free key; a choice starts with two options to fill in', () => {
    const drafts = toDrafts(DEFAULT_TRACER_QUESTIONS);
    const q = newQuestion([...drafts, { ...drafts[0]!, key: 'q_16' }]);
    expect(q).toEqual({ key: 'q_17', kind: 'text', required: false, label: { id: '', en: '' } });
    const choice = withOption(withKind(q, 'choice'));
    expect(choice.options!.map((o) => o.value)).toEqual(['o1', 'o2', 'o3']);
    expect(withKind(choice, 'scale')).toEqual({ key: 'q_17', kind: 'scale', required: false, label: { id: '', en: '' }, min: 1, max: 5 });
  });

  it('says what is missing on the field, in both languages: the Indonesian text and the options’ texts; English may stay empty', () => {
    const drafts = [...toDrafts(DEFAULT_TRACER_QUESTIONS), withKind(newQuestion([]), 'choice')];
    drafts[15] = { ...drafts[15]!, label: { id: 'Apakah Anda bekerja di tempat PKL?', en: '' } };
    expect(questionnaireErrors(round, drafts, null, 'id')).toEqual({
      'questions.15.options.0.label.id': 'Wajib diisi',
      'questions.15.options.1.label.id': 'Wajib diisi',
    });
    drafts[2] = { ...drafts[2]!, label: { id: '  ', en: 'Position' } };
    expect(questionnaireErrors(round, drafts, null, 'en')['questions.2.label.id']).toBe('Required');
  });

  it('applies the API’s questionnaire rules: a choice needs two options, the core question keeps its kind', () => {
    const drafts = toDrafts(DEFAULT_TRACER_QUESTIONS);
    const one = { ...withKind(newQuestion(drafts), 'multi'), label: { id: 'Sertifikat yang dimiliki' } };
    one.options = [{ value: 'o1', label: { id: 'BNSP' } }];
    expect(questionnaireErrors(round, [...drafts, one], null, 'en')).toEqual({ 'questions.15': 'A choice question needs at least two options' });
    const retyped = drafts.map((q) => (q.key === 'program_fit' ? withKind(q, 'text') : q));
    expect(questionnaireErrors(round, retyped, null, 'id')['questions.6']).toMatch(/^Pertanyaan inti/);
  });

  it('once answered, the questions asked are locked and cannot be removed', () => {
    const asked = [...DEFAULT_TRACER_QUESTIONS, { key: 'q_16', kind: 'text' as const, required: false, label: { id: 'Catatan', en: 'Note' } }];
    expect(lockedKeys(asked, false)).toEqual(new Set(['activity', 'months_to_first_job', 'program_fit', 'salary_band', 'job_source']));
    expect(lockedKeys(asked, true).has('q_16')).toBe(true);
    const without = toDrafts(asked).filter((q) => q.key !== 'q_16');
    expect(questionnaireErrors(round, without, asked, 'en')).toEqual({
      questions: 'Answers exist: an existing question may be reworded, but not removed nor change its kind, options or who is asked',
    });
    expect(questionnaireErrors(round, without, null, 'en')).toEqual({});
  });

  it('moves a question up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
