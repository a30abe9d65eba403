import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACER_QUESTIONS, ZAlumniStatusUpdate, ZGraduateClass, ZTracerQuestionDraft, type TTracerQuestion } from './outcomes.js';
import { checkTracerAnswers, questionnaireError, questionnaireProblem, statusFromTracerAnswers } from './tracer-answers.js';

const working = {
  activity: 'bekerja',
  company_name: 'PT Maju Jaya',
  position: 'Teknisi Jaringan',
  months_to_first_job: '3',
  program_fit: 'sesuai',
  salary_band: '3_5jt',
  job_source: 'bkk_sekolah',
  school_satisfaction: 4,
};

describe('tracer answers against the default questionnaire', () => {
  it('accepts a complete working answer and turns typed numbers into numbers', () => {
    const { answers, errors } = checkTracerAnswers(DEFAULT_TRACER_QUESTIONS, working);
    expect(errors).toEqual({});
    expect(answers.months_to_first_job).toBe(3);
    expect(statusFromTracerAnswers(answers)).toMatchObject({
      activity: 'bekerja',
      company_name: 'PT Maju Jaya',
      program_fit: 'sesuai',
      institution: null,
    });
  });

  it('asks only what the activity needs, and drops answers to questions not asked', () => {
    const { answers, errors } = checkTracerAnswers(DEFAULT_TRACER_QUESTIONS, {
      activity: 'melanjutkan',
      company_name: 'left over',
      school_satisfaction: 5,
    });
    // Studying: institution and study program are required; nothing about work is asked.
    expect(errors).toEqual({ institution: 'REQUIRED', study_program: 'REQUIRED' });
    expect(answers).toEqual({ activity: 'melanjutkan', school_satisfaction: 5 });
  });

  it('refuses an option that is not offered, a scale out of range and an unknown key', () => {
    const { errors } = checkTracerAnswers(DEFAULT_TRACER_QUESTIONS, { ...working, program_fit: 'maybe', school_satisfaction: 6, extra: 'x' });
    expect(errors).toEqual({ program_fit: 'INVALID_OPTION', school_satisfaction: 'INVALID_OPTION', extra: 'UNKNOWN_FIELD' });
  });

  it('requires the activity first', () => {
    expect(checkTracerAnswers(DEFAULT_TRACER_QUESTIONS, {}).errors).toEqual({ activity: 'REQUIRED', school_satisfaction: 'REQUIRED' });
  });
});

describe('a school questionnaire', () => {
  it('the default is valid, a reworded core question too', () => {
    expect(questionnaireError(DEFAULT_TRACER_QUESTIONS)).toBeNull();
    const reworded = DEFAULT_TRACER_QUESTIONS.map((q) =>
      q.key === 'activity' ? { ...q, label: { id: 'Kegiatan Anda?', en: 'Your activity?' } } : q,
    );
    expect(questionnaireError(reworded)).toBeNull();
  });

  it('keeps the core questions, unique keys and choices with options', () => {
    expect(questionnaireError(DEFAULT_TRACER_QUESTIONS.filter((q) => q.key !== 'program_fit'))).toBe('CORE_QUESTION');
    expect(questionnaireError([...DEFAULT_TRACER_QUESTIONS, DEFAULT_TRACER_QUESTIONS[0]!])).toBe('DUPLICATE_KEY');
    const lonely: TTracerQuestion = { key: 'q_extra', kind: 'choice', required: false, label: { id: 'a', en: 'a' }, options: [] };
    expect(questionnaireError([...DEFAULT_TRACER_QUESTIONS, lonely])).toBe('OPTIONS_REQUIRED');
  });
});

describe('a questionnaire once answered', () => {
  const extra: TTracerQuestion = { key: 'q_extra', kind: 'text', required: false, label: { id: 'Catatan', en: 'Note' } };

  it('names the question at fault: a duplicate, a choice without options, a retyped core question', () => {
    expect(questionnaireProblem([...DEFAULT_TRACER_QUESTIONS, extra, extra])).toEqual({ error: 'DUPLICATE_KEY', index: 16 });
    const retyped = DEFAULT_TRACER_QUESTIONS.map((q) => (q.key === 'job_source' ? { ...q, kind: 'multi' as const } : q));
    expect(questionnaireProblem(retyped)).toEqual({ error: 'CORE_QUESTION', index: 8 });
  });

  it('keeps every question already asked, reworded or moved; new ones may be added', () => {
    const asked = [...DEFAULT_TRACER_QUESTIONS, extra];
    const moved = [{ ...extra, label: { id: 'Catatan lain', en: 'Other note' } }, ...DEFAULT_TRACER_QUESTIONS];
    expect(questionnaireProblem([...moved, { ...extra, key: 'q_new' }], asked)).toBeNull();
    expect(questionnaireProblem(DEFAULT_TRACER_QUESTIONS, asked)).toEqual({ error: 'ANSWERED_QUESTION', index: null });
    expect(questionnaireProblem([...DEFAULT_TRACER_QUESTIONS, { ...extra, kind: 'month' }], asked)).toEqual({
      error: 'ANSWERED_QUESTION',
      index: 15,
    });
    // Without answers the same removal is fine.
    expect(questionnaireProblem(DEFAULT_TRACER_QUESTIONS, null)).toBeNull();
  });

  it('a draft without English takes the Indonesian', () => {
    const draft = ZTracerQuestionDraft.parse({
      key: 'q_x',
      kind: 'choice',
      required: true,
      label: { id: 'Tanya' },
      options: [
        { value: 'a', label: { id: 'Satu', en: '' } },
        { value: 'b', label: { id: 'Dua', en: 'Two' } },
      ],
    });
    expect(draft.label).toEqual({ id: 'Tanya', en: 'Tanya' });
    expect(draft.options!.map((o) => o.label.en)).toEqual(['Satu', 'Two']);
    expect(ZTracerQuestionDraft.safeParse({ key: 'q_x', kind: 'text', required: true, label: { id: ' ', en: 'Ask' } }).success).toBe(false);
  });
});

describe('status and graduation bodies', () => {
  it('a working status needs company, position and fit', () => {
    const r = ZAlumniStatusUpdate.safeParse({ activity: 'bekerja', company_name: 'PT A' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['position', 'program_fit']);
    expect(ZAlumniStatusUpdate.safeParse({ activity: 'mencari_kerja' }).success).toBe(true);
  });

  it('graduation is a dry run unless told otherwise', () => {
    expect(ZGraduateClass.parse({ class_name: 'XII RPL 1', graduation_year: 2026 }).dry_run).toBe(true);
  });
});
