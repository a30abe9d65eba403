import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Checkbox, Divider, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SCREENING_KINDS,
  SCREENING_KIND_LABELS,
  SCREENING_MAX_QUESTIONS,
  SCREENING_QUESTION_MAX,
  type ScreeningKind,
  type TOpportunity,
  type TScreeningQuestionInput,
} from '@jalurkarir/shared';
import type { FormPart } from '../../../components/crud/form-part';
import { api } from '../../../lib/api-client';

/** A question as the editor holds it (an existing one keeps its id, so answers already given still name it). */
interface QuestionValues {
  id?: string;
  kind: ScreeningKind;
  text: string;
  text_en: string;
  required: boolean;
}

const FIELDS = ['screening_questions'] as const;

function toBody(list: QuestionValues[]): TScreeningQuestionInput[] {
  return list.map((q) => ({
    ...(q.id ? { id: q.id } : {}),
    kind: q.kind,
    text: q.text.trim(),
    text_en: q.text_en.trim() || null,
    required: q.required,
  }));
}

/** One question's inputs: the text in the company's language, optionally in English, its kind and whether it is required. */
function QuestionRow({
  n,
  q,
  errors,
  onChange,
  onRemove,
}: {
  n: number;
  q: QuestionValues;
  errors: Record<string, string>;
  onChange: (q: QuestionValues) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const at = (name: string) => errors[`screening_questions.${n}.${name}`];
  return (
    <Paper withBorder p="sm" radius="md" data-testid="screening-question-row">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {t('Pertanyaan {{n}}', { n: n + 1 })}
          </Text>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('Hapus pertanyaan {{n}}', { n: n + 1 })} onClick={onRemove}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <TextInput
          label={t('Teks pertanyaan')}
          required
          maxLength={SCREENING_QUESTION_MAX}
          value={q.text}
          onChange={(e) => onChange({ ...q, text: e.currentTarget.value })}
          error={at('text')}
          data-testid="screening-text"
        />
        <TextInput
          label={t('Dalam bahasa Inggris (opsional)')}
          maxLength={SCREENING_QUESTION_MAX}
          value={q.text_en}
          onChange={(e) => onChange({ ...q, text_en: e.currentTarget.value })}
          error={at('text_en')}
          data-testid="screening-text-en"
        />
        <Group gap="md" align="flex-end">
          <Select
            label={t('Jenis jawaban')}
            data={SCREENING_KINDS.map((k) => ({ value: k, label: t(SCREENING_KIND_LABELS[k]) }))}
            value={q.kind}
            allowDeselect={false}
            onChange={(v) => v && onChange({ ...q, kind: v as ScreeningKind })}
            w={200}
            data-testid="screening-kind"
          />
          <Checkbox
            label={t('Wajib dijawab')}
            checked={q.required}
            onChange={(e) => onChange({ ...q, required: e.currentTarget.checked })}
            mb={8}
            data-testid="screening-required"
          />
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The opening's screening questions as a part of its form (`/md-opportunity/<id>` and `/new`): up to
 * five, each a short text or a yes/no, optionally required; saved by the form's one submit and
 * checked by the same shared schema (docs/applications.md).
 */
export function useScreeningPart(openingId: string | undefined): FormPart {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['opportunity', 'detail', openingId],
    queryFn: async () => (await api.get<{ data: TOpportunity }>('/opportunity/detail', { id: openingId })).data,
    enabled: !!openingId,
  });
  const [list, setList] = useState<QuestionValues[]>([]);
  const loaded = useRef(false);
  // Taken from the opening once when it arrives: a background refetch never throws away an edit.
  useEffect(() => {
    if (!detail.data || loaded.current) return;
    loaded.current = true;
    setList((detail.data.screening_questions ?? []).map((q) => ({ ...q, text_en: q.text_en ?? '' })));
  }, [detail.data]);
  return {
    fields: FIELDS,
    values: { screening_questions: toBody(list) },
    render: (errors) => (
      <Stack component="section" aria-labelledby="screening-part-title" gap="sm" data-testid="screening-part">
        <Divider />
        <Title order={2} size="h5" id="screening-part-title">
          {t('Pertanyaan Seleksi')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('Hingga lima pertanyaan singkat yang dijawab siswa saat melamar.')}
        </Text>
        {list.map((q, n) => (
          <QuestionRow
            key={q.id ?? `new-${n}`}
            n={n}
            q={q}
            errors={errors}
            onChange={(next) => setList((all) => all.map((x, i) => (i === n ? next : x)))}
            onRemove={() => setList((all) => all.filter((_, i) => i !== n))}
          />
        ))}
        {errors.screening_questions && (
          <Text size="sm" c="red.8" role="alert">
            {errors.screening_questions}
          </Text>
        )}
        {list.length < SCREENING_MAX_QUESTIONS && (
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setList((all) => [...all, { kind: 'text', text: '', text_en: '', required: false }])}
            style={{ alignSelf: 'flex-start' }}
            data-testid="screening-add"
          >
            {t('Tambah pertanyaan')}
          </Button>
        )}
      </Stack>
    ),
  };
}
