/**
 * Why a set of answers cannot be scored. The engine validates answers as they arrive, so reaching
 * one of these means a bug or a tampered request: the API turns it into a 4xx, never a 500.
 */
export const SCORING_ERROR_CODES = [
  'no-answers',
  'empty-answer',
  'unknown-question',
  'duplicate-answer',
  'unknown-option',
  'too-many-options',
  'wrong-answer-kind',
  'likert-out-of-range',
  'instrument-mismatch',
] as const;
export type ScoringErrorCode = (typeof SCORING_ERROR_CODES)[number];

export class ScoringError extends Error {
  constructor(
    readonly code: ScoringErrorCode,
    readonly questionId?: string,
  ) {
    super(questionId ? `${code} (question ${questionId})` : code);
    this.name = 'ScoringError';
  }
}

/**
 * What the API answers (400) for each refusal, in both languages. An empty answer uses the spec's
 * own message (§5: "Jawaban tidak boleh kosong" / "Select the answer").
 */
export const SCORING_ERROR_MESSAGES: Record<ScoringErrorCode, { id: string; en: string }> = {
  'no-answers': { id: 'Belum ada jawaban yang dapat dinilai.', en: 'There are no answers to score yet.' },
  'empty-answer': { id: 'Jawaban tidak boleh kosong', en: 'Select the answer' },
  'unknown-question': { id: 'Soal tidak ditemukan pada tes ini.', en: 'This question is not part of the test.' },
  'duplicate-answer': { id: 'Soal ini dijawab lebih dari sekali.', en: 'This question was answered more than once.' },
  'unknown-option': { id: 'Pilihan jawaban tidak ditemukan pada soal ini.', en: 'This option does not belong to the question.' },
  'too-many-options': { id: 'Pilih satu jawaban saja.', en: 'Choose only one answer.' },
  'wrong-answer-kind': { id: 'Bentuk jawaban tidak sesuai dengan jenis soal.', en: 'The answer does not fit the question type.' },
  'likert-out-of-range': { id: 'Nilai jawaban harus 1 sampai 5.', en: 'The answer must be from 1 to 5.' },
  'instrument-mismatch': { id: 'Jenis soal tidak sesuai dengan jenis tes.', en: 'The question type does not fit the test.' },
};
