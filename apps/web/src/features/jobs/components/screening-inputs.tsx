import { Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SCREENING_ANSWER_MAX,
  SCREENING_MESSAGES,
  screeningErrors,
  screeningText,
  type Lang,
  type TScreeningAnswerInput,
  type TScreeningQuestion,
} from '@jalurkarir/shared';
import { useLang } from '../../../lib/use-lang';

/** The answers as the apply dialog holds them: per question, a yes/no, a text, or nothing yet. */
export type ScreeningValues = Record<string, boolean | string | null>;

/** The values as the apply body's `answers` (a text trimmed; an empty one is no answer). */
export function toAnswers(questions: readonly TScreeningQuestion[], values: ScreeningValues): TScreeningAnswerInput[] {
  return questions.map((q) => {
    const v = values[q.id] ?? null;
    return { question_id: q.id, answer: typeof v === 'string' ? v.trim() || null : v };
  });
}

/** The dialog's own check, the same rules the API applies: question n → message, in the user's language. */
export function screeningMessages(questions: readonly TScreeningQuestion[], values: ScreeningValues, lang: Lang): Record<number, string> {
  const errors = screeningErrors(questions, toAnswers(questions, values));
  const out: Record<number, string> = {};
  for (const [field, key] of Object.entries(errors)) {
    const n = Number(field.split('.')[1]);
    if (!Number.isNaN(n)) out[n] = SCREENING_MESSAGES[key][lang];
  }
  return out;
}

/**
 * The opening's screening questions in the apply dialog: a yes/no as two radios, a short text as a
 * text box (at most 500 characters); a required one is marked and checked before sending.
 */
export function ScreeningInputs({
  questions,
  values,
  errors,
  onChange,
}: {
  questions: readonly TScreeningQuestion[];
  values: ScreeningValues;
  errors: Record<number, string>;
  onChange: (id: string, value: boolean | string | null) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (questions.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="screening-inputs">
      <Text size="sm" fw={600}>
        {t('Pertanyaan dari perusahaan')}
      </Text>
      {questions.map((q, n) =>
        q.kind === 'yes_no' ? (
          <Radio.Group
            key={q.id}
            label={screeningText(q, lang)}
            withAsterisk={q.required}
            value={values[q.id] === true ? 'yes' : values[q.id] === false ? 'no' : null}
            onChange={(v) => onChange(q.id, v === 'yes')}
            error={errors[n]}
            data-testid="screening-question"
          >
            <Group gap="lg" mt={4}>
              <Radio value="yes" label={t('Ya')} />
              <Radio value="no" label={t('Tidak')} />
            </Group>
          </Radio.Group>
        ) : (
          <Textarea
            key={q.id}
            label={screeningText(q, lang)}
            withAsterisk={q.required}
            required={q.required}
            value={typeof values[q.id] === 'string' ? (values[q.id] as string) : ''}
            onChange={(e) => onChange(q.id, e.currentTarget.value)}
            maxLength={SCREENING_ANSWER_MAX}
            autosize
            minRows={2}
            error={errors[n]}
            data-testid="screening-question"
          />
        ),
      )}
    </Stack>
  );
}
