// An opening's screening questions as its form saves them (docs/applications.md).
import { randomUUID } from 'node:crypto';
import type { TScreeningQuestion, TScreeningQuestionInput } from '@jalurkarir/shared';

/**
 * The questions as stored: a question sent with its id keeps it (answers already given name it), a
 * new one gets its own; English left empty is no English (the company's own text shows).
 */
export function storedQuestions(input: readonly TScreeningQuestionInput[]): TScreeningQuestion[] {
  return input.map((q) => ({
    id: q.id ?? randomUUID(),
    kind: q.kind,
    text: q.text,
    text_en: q.text_en ? q.text_en : null,
    required: q.required ?? false,
  }));
}
