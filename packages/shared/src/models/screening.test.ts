import { describe, expect, it } from 'vitest';
import {
  ZScreeningAnswerInput,
  screeningErrors,
  screeningSnapshot,
  screeningText,
  zScreeningQuestions,
  type TScreeningQuestion,
} from './screening.js';

const QUESTIONS: TScreeningQuestion[] = [
  { id: 'q1', kind: 'yes_no', text: 'Bersedia kerja shift?', text_en: 'Willing to work shifts?', required: true },
  { id: 'q2', kind: 'text', text: 'Pengalaman Anda?', text_en: null, required: true },
  { id: 'q3', kind: 'text', text: 'Catatan lain?', text_en: null, required: false },
];

describe('screening questions', () => {
  it('accepts a full set of answers in any order, an optional one left out', () => {
    expect(
      screeningErrors(QUESTIONS, [
        { question_id: 'q2', answer: 'Magang di bengkel' },
        { question_id: 'q1', answer: false },
      ]),
    ).toEqual({});
  });

  it('names each broken rule on the question’s place in the opening’s list', () => {
    expect(
      screeningErrors(QUESTIONS, [
        { question_id: 'q1', answer: 'ya' },
        { question_id: 'q2', answer: '' },
        { question_id: 'q3', answer: true },
      ]),
    ).toEqual({ 'answers.0': 'ANSWER_YES_NO', 'answers.1': 'ANSWER_REQUIRED', 'answers.2': 'ANSWER_TEXT' });
    expect(screeningErrors(QUESTIONS, [{ question_id: 'x', answer: true }])).toMatchObject({ answers: 'UNKNOWN_QUESTION' });
    expect(
      screeningErrors(QUESTIONS, [
        { question_id: 'q1', answer: true },
        { question_id: 'q1', answer: false },
        { question_id: 'q2', answer: 'a' },
      ]),
    ).toEqual({ answers: 'REPEATED_QUESTION' });
  });

  it('keeps every question with its answer, null where none was given', () => {
    expect(
      screeningSnapshot(QUESTIONS, [
        { question_id: 'q1', answer: true },
        { question_id: 'q3', answer: '' },
      ]).map((a) => a.answer),
    ).toEqual([true, null, null]);
  });

  it('limits the list to five questions and a text answer to 500 characters; shows English where given', () => {
    const six = Array.from({ length: 6 }, () => ({ kind: 'text', text: 'Q' }));
    expect(zScreeningQuestions.safeParse(six).success).toBe(false);
    expect(zScreeningQuestions.safeParse(six.slice(0, 5)).success).toBe(true);
    expect(ZScreeningAnswerInput.safeParse({ question_id: 'q2', answer: 'a'.repeat(500) }).success).toBe(true);
    expect(ZScreeningAnswerInput.safeParse({ question_id: 'q2', answer: 'a'.repeat(501) }).success).toBe(false);
    expect(screeningText(QUESTIONS[0]!, 'en')).toBe('Willing to work shifts?');
    expect(screeningText(QUESTIONS[1]!, 'en')).toBe('Pengalaman Anda?');
  });
});
