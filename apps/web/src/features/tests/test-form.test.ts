import { describe, expect, it } from 'vitest';
import { emptyQuestion, isPlacedField, toFormValues, toTestBody, validateTestForm, type TestFormValues } from './test-form';

/** A competency test written in Indonesian only: what the product accepts (English is optional). */
function indonesianOnly(): TestFormValues {
  const values = toFormValues(null);
  values.program = 'tkj';
  values.name_id = 'Ulangan Jaringan Dasar';
  const question = emptyQuestion('single');
  question.text_id = 'Perangkat yang menghubungkan dua jaringan berbeda adalah …';
  question.options = ['Router', 'Hub', 'Repeater', 'Kabel UTP'].map((text, i) => ({ text_id: text, text_en: '', points: i === 0 ? 1 : 0 }));
  values.questions = [question];
  return values;
}

describe('the test editor validates with the shared ZTestInput', () => {
  it('marks, on an empty new test, the program and every Indonesian text, and no English one', () => {
    // The words are the shared field messages (FIELD_MESSAGES.REQUIRED), as the API answers them.
    expect(validateTestForm(toFormValues(null), true, 'en')).toEqual({
      program: 'Required',
      name_id: 'Required',
      'questions.0.text_id': 'Required',
      'questions.0.options.0.text_id': 'Required',
      'questions.0.options.1.text_id': 'Required',
      'questions.0.options.2.text_id': 'Required',
      'questions.0.options.3.text_id': 'Required',
    });
  });

  it('says so in Indonesian for an Indonesian reader', () => {
    expect(validateTestForm(toFormValues(null), true, 'id')).toMatchObject({ name_id: 'Wajib diisi', 'questions.0.text_id': 'Wajib diisi' });
  });

  it('accepts a test written in Indonesian only, and sends its English as empty text', () => {
    const values = indonesianOnly();
    expect(validateTestForm(values, true, 'en')).toEqual({});
    const body = toTestBody(values, true);
    expect(body.name_en).toBe('');
    expect(body.questions?.[0]?.text_en).toBe('');
    expect(body.questions?.[0]?.options.map((o) => o.text_en)).toEqual(['', '', '', '']);
  });

  it('puts a question’s option rules on its options, in words', () => {
    const values = indonesianOnly();
    values.questions[0]!.options = values.questions[0]!.options.slice(0, 1);
    expect(validateTestForm(values, true, 'en')).toEqual({ 'questions.0.options': 'At least two options' });
    values.questions[0]!.options = indonesianOnly().questions[0]!.options.map((o) => ({ ...o, points: 0 }));
    expect(validateTestForm(values, true, 'id')).toEqual({ 'questions.0.options': 'Minimal satu pilihan harus bernilai poin' });
  });

  it('leaves the questions out once students have started the test, and then does not check them', () => {
    const values = indonesianOnly();
    values.questions[0]!.text_id = '';
    expect(toTestBody(values, false)).not.toHaveProperty('questions');
    expect(validateTestForm(values, false, 'en')).toEqual({});
  });
});

describe('isPlacedField', () => {
  it('knows the inputs of the editor, down to an option’s text', () => {
    for (const path of [
      'kind',
      'program',
      'name_id',
      'name_en',
      'questions.3.text_id',
      'questions.0.dimension',
      'questions.2.options',
      'questions.2.options.4.text_en',
    ])
      expect(isPlacedField(path), path).toBe(true);
  });
  it('leaves the rest to the alert', () => {
    for (const path of ['questions', 'published', 'questions.0.options.1', 'description_id']) expect(isPlacedField(path), path).toBe(false);
  });
});
