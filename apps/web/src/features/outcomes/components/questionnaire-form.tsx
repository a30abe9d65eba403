import { Checkbox, Group, NumberInput, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import {
  FIELD_MESSAGES,
  checkTracerAnswers,
  isQuestionShown,
  type FieldMessageKey,
  type Lang,
  type TTracerAnswers,
  type TTracerQuestion,
} from '@jalurkarir/shared';

export type AnswerValue = string | number | string[];
export type Answers = Record<string, AnswerValue>;

/**
 * Checks the answers with the rules the API applies (packages/shared `checkTracerAnswers`): the
 * field messages are the API's words in the UI language, and the clean answers are what is sent.
 */
export function checkAnswers(
  questions: readonly TTracerQuestion[],
  answers: Answers,
  lang: Lang,
): { answers: TTracerAnswers; errors: Record<string, string> } {
  const result = checkTracerAnswers(questions, answers);
  const errors = Object.fromEntries(Object.entries(result.errors).map(([key, code]) => [key, FIELD_MESSAGES[code as FieldMessageKey][lang]]));
  return { answers: result.answers, errors };
}

/** One question's input, by kind: choices as radios (readable on a phone), a scale as five radios in a row. */
function QuestionInput({
  question,
  value,
  error,
  lang,
  onChange,
}: {
  question: TTracerQuestion;
  value: AnswerValue | undefined;
  error?: string;
  lang: Lang;
  onChange: (value: AnswerValue) => void;
}) {
  const label = question.label[lang];
  const common = { label, error, required: question.required, 'data-testid': `q-${question.key}` };
  switch (question.kind) {
    case 'choice':
      return (
        <Radio.Group {...common} value={typeof value === 'string' ? value : ''} onChange={onChange}>
          <Stack gap={8} mt={6}>
            {(question.options ?? []).map((o) => (
              <Radio key={o.value} value={o.value} label={o.label[lang]} data-testid={`q-${question.key}-${o.value}`} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multi':
      return (
        <Checkbox.Group {...common} value={Array.isArray(value) ? value : []} onChange={onChange}>
          <Stack gap={8} mt={6}>
            {(question.options ?? []).map((o) => (
              <Checkbox key={o.value} value={o.value} label={o.label[lang]} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'scale': {
      const steps = Array.from({ length: (question.max ?? 5) - (question.min ?? 1) + 1 }, (_, i) => String((question.min ?? 1) + i));
      return (
        <Radio.Group {...common} value={value === undefined ? '' : String(value)} onChange={(v) => onChange(Number(v))}>
          <Group gap="md" mt={6}>
            {steps.map((s) => (
              <Radio key={s} value={s} label={s} data-testid={`q-${question.key}-${s}`} />
            ))}
          </Group>
        </Radio.Group>
      );
    }
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : '')}
          min={question.min}
          max={question.max}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          maw={200}
        />
      );
    case 'month':
      return (
        <TextInput
          {...common}
          type="month"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          maw={220}
        />
      );
    case 'text':
      return question.key === 'skills' ? (
        <Textarea
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={1000}
        />
      ) : (
        <TextInput {...common} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} maxLength={300} />
      );
  }
}

/**
 * A tracer questionnaire (the graduate's public page, and the school recording an answer by phone):
 * the questions shown for the chosen activity, in the UI language, each with its field message.
 */
export function QuestionnaireForm({
  questions,
  answers,
  errors,
  lang,
  onChange,
}: {
  questions: readonly TTracerQuestion[];
  answers: Answers;
  errors: Record<string, string>;
  lang: Lang;
  onChange: (key: string, value: AnswerValue) => void;
}) {
  const activity = typeof answers.activity === 'string' ? answers.activity : undefined;
  return (
    <Stack gap="lg" data-testid="questionnaire">
      {questions
        .filter((q) => isQuestionShown(q, activity))
        .map((q) => (
          <QuestionInput key={q.key} question={q} value={answers[q.key]} error={errors[q.key]} lang={lang} onChange={(v) => onChange(q.key, v)} />
        ))}
    </Stack>
  );
}
