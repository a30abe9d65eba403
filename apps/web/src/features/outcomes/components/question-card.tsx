import { ActionIcon, Badge, Button, Card, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TRACER_QUESTION_KINDS, type TracerQuestionKind } from '@jalurkarir/shared';
import { tk } from '../../../lib/i18n';
import { useLang } from '../../../lib/use-lang';
import { activityLabel } from './labels';
import { withKind, withOption, withoutOption, type QuestionDraft } from './questionnaire-draft';

const KIND_LABELS: Record<TracerQuestionKind, string> = {
  choice: tk('Pilih satu'),
  multi: tk('Pilih beberapa'),
  number: tk('Angka'),
  scale: tk('Skala'),
  text: tk('Teks bebas'),
  month: tk('Bulan dan tahun'),
};

/** A choice question's options: each text in both languages; a locked question keeps its options' number. */
function OptionsEditor({
  question,
  locked,
  errors,
  at,
  onChange,
}: {
  question: QuestionDraft;
  locked: boolean;
  errors: Record<string, string>;
  at: string;
  onChange: (q: QuestionDraft) => void;
}) {
  const { t } = useTranslation();
  const setOption = (i: number, part: 'id' | 'en', value: string) =>
    onChange({
      ...question,
      options: (question.options ?? []).map((o, j) => (j === i ? { ...o, label: { ...o.label, [part]: value } } : o)),
    });
  return (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500}>
        {t('Pilihan jawaban')}
      </Text>
      {(question.options ?? []).map((o, i) => (
        <Group key={o.value} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('Pilihan {{i}} (Bahasa Indonesia)', { i: i + 1 })}
            placeholder={t('Pilihan {{i}} (Bahasa Indonesia)', { i: i + 1 })}
            value={o.label.id}
            onChange={(e) => setOption(i, 'id', e.currentTarget.value)}
            error={errors[`${at}.options.${i}.label.id`]}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={t('Pilihan {{i}} (English, opsional)', { i: i + 1 })}
            placeholder={t('Pilihan {{i}} (English, opsional)', { i: i + 1 })}
            value={o.label.en ?? ''}
            onChange={(e) => setOption(i, 'en', e.currentTarget.value)}
            error={errors[`${at}.options.${i}.label.en`]}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={6}
            onClick={() => onChange(withoutOption(question, i))}
            disabled={locked}
            aria-label={t('Hapus pilihan {{i}}', { i: i + 1 })}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {errors[`${at}.options`] && (
        <Text c="red" size="xs">
          {errors[`${at}.options`]}
        </Text>
      )}
      {!locked && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange(withOption(question))}
          w="fit-content"
        >
          {t('Tambah pilihan')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * One question in the editor: its text in Indonesian (required) and English (optional), whether it
 * must be answered, its kind and its options. A locked question (core, or already answered) keeps
 * its kind, options and audience: only its words change.
 */
export function QuestionCard({
  question,
  index,
  count,
  locked,
  core,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  question: QuestionDraft;
  index: number;
  count: number;
  locked: boolean;
  core: boolean;
  errors: Record<string, string>;
  onChange: (q: QuestionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const at = `questions.${index}`;
  const n = index + 1;
  const choices = question.kind === 'choice' || question.kind === 'multi';
  const setLabel = (part: 'id' | 'en', value: string) => onChange({ ...question, label: { ...question.label, [part]: value } });
  return (
    <Card withBorder radius="sm" padding="sm" component="li" data-testid="question-card" data-key={question.key}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {t('Pertanyaan {{n}}', { n })}
            </Text>
            {core && <Badge variant="light">{t('Inti')}</Badge>}
            {locked && !core && (
              <Badge variant="light" color="gray">
                {t('Sudah dijawab')}
              </Badge>
            )}
          </Group>
          <Group gap={4}>
            <ActionIcon variant="subtle" onClick={() => onMove(-1)} disabled={index === 0} aria-label={t('Naikkan pertanyaan {{n}}', { n })}>
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" onClick={() => onMove(1)} disabled={index === count - 1} aria-label={t('Turunkan pertanyaan {{n}}', { n })}>
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              disabled={locked}
              aria-label={t('Hapus pertanyaan {{n}}', { n })}
              data-testid="question-remove"
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {errors[at] && (
          <Text c="red" size="sm" role="alert">
            {errors[at]}
          </Text>
        )}
        <TextInput
          label={t('Teks pertanyaan (Bahasa Indonesia)')}
          value={question.label.id}
          onChange={(e) => setLabel('id', e.currentTarget.value)}
          required
          maxLength={300}
          error={errors[`${at}.label.id`] ?? errors[`${at}.label`]}
          data-testid="question-text-id"
        />
        <TextInput
          label={t('Teks pertanyaan (English, opsional)')}
          description={t('Kosong: pembaca berbahasa Inggris melihat teks Bahasa Indonesia.')}
          value={question.label.en ?? ''}
          onChange={(e) => setLabel('en', e.currentTarget.value)}
          maxLength={300}
          error={errors[`${at}.label.en`]}
          data-testid="question-text-en"
        />
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label={t('Jenis jawaban')}
            data={TRACER_QUESTION_KINDS.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }))}
            value={question.kind}
            onChange={(v) => v && onChange(withKind(question, v as TracerQuestionKind))}
            disabled={locked}
            allowDeselect={false}
            error={errors[`${at}.kind`]}
            style={{ flex: '1 1 180px' }}
          />
          <Checkbox
            label={t('Wajib dijawab')}
            checked={question.required}
            onChange={(e) => onChange({ ...question, required: e.currentTarget.checked })}
          />
        </Group>
        {question.kind === 'scale' || question.kind === 'number' ? (
          <Text size="xs" c="dimmed">
            {t('Jawaban berupa angka {{min}}–{{max}}.', { min: question.min ?? 0, max: question.max ?? 1000 })}
          </Text>
        ) : null}
        {question.when && (
          <Text size="xs" c="dimmed">
            {t('Ditanyakan hanya kepada: {{who}}', { who: question.when.map((a) => activityLabel(a, lang)).join(', ') })}
          </Text>
        )}
        {choices && <OptionsEditor question={question} locked={locked} errors={errors} at={at} onChange={onChange} />}
      </Stack>
    </Card>
  );
}
