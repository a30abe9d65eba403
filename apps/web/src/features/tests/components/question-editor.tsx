import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Divider,
  FileButton,
  Group,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { QuestionType } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { tk } from '../../../lib/i18n';
import { uploadQuestionImage } from '../api/tests-api';
import { emptyOption, emptyQuestion, type TestForm } from '../test-form';

const TYPE_LABELS: Record<QuestionType, string> = {
  single: tk('Pilihan tunggal'),
  multiple: tk('Pilihan ganda (lebih dari satu)'),
  likert: tk('Skala Likert (1–5)'),
};

/** A question's optional image: upload (JPEG, PNG or WebP up to 2 MB), preview, remove. */
function QuestionImage({ url, index, onChange }: { url: string | null; index: number; onChange: (url: string | null) => void }) {
  const { t } = useTranslation();
  const upload = useMutation({ mutationFn: uploadQuestionImage, onSuccess: (imageUrl) => onChange(imageUrl) });
  return (
    <Stack gap="xs">
      {url && <Image src={url} alt={t('Gambar pertanyaan {{n}}', { n: index + 1 })} radius="sm" maw={320} data-testid="question-image" />}
      <Group gap="xs">
        <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/jpeg,image/png,image/webp">
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconPhoto size={14} aria-hidden />}
              loading={upload.isPending}
              data-testid="question-image-upload"
            >
              {url ? t('Ganti gambar') : t('Tambah gambar')}
            </Button>
          )}
        </FileButton>
        {url && (
          <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)} data-testid="question-image-remove">
            {t('Hapus gambar')}
          </Button>
        )}
      </Group>
      {upload.isError && (
        <Text size="sm" c="red.8" role="alert">
          {Object.values(apiFieldErrors(upload.error))[0] ?? apiErrorMessage(upload.error, t)}
        </Text>
      )}
    </Stack>
  );
}

/** A choice question's options with their points: text in Indonesian (required) and English (optional). */
function OptionsEditor({ form, i }: { form: TestForm; i: number }) {
  const { t } = useTranslation();
  const path = `questions.${i}.options` as const;
  const options = form.values.questions[i]?.options ?? [];
  return (
    <Stack gap="xs">
      <Divider label={t('Pilihan jawaban dan poin')} labelPosition="left" />
      {options.map((_, k) => (
        <Group key={k} gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={t('Pilihan {{n}} (Indonesia)', { n: k + 1 })}
            {...form.getInputProps(`${path}.${k}.text_id`)}
            style={{ flex: '1 1 180px' }}
            required
          />
          <TextInput
            label={t('Pilihan {{n}} (Inggris)', { n: k + 1 })}
            {...form.getInputProps(`${path}.${k}.text_en`)}
            style={{ flex: '1 1 180px' }}
          />
          <NumberInput
            label={t('Poin')}
            {...form.getInputProps(`${path}.${k}.points`)}
            onChange={(v) => form.setFieldValue(`${path}.${k}.points`, Number(v) || 0)}
            w={90}
            min={-100}
            max={100}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('Hapus pilihan {{n}}', { n: k + 1 })}
            onClick={() => form.removeListItem(path, k)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {form.errors[path] && (
        <Text size="sm" c="red.8" role="alert" data-testid="options-error">
          {form.errors[path]}
        </Text>
      )}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => form.insertListItem(path, emptyOption())}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('Tambah pilihan')}
      </Button>
    </Stack>
  );
}

/** One question: type, dimension or topic, text in Indonesian (required) and English (optional), image, and the options. */
export function QuestionEditor({
  form,
  i,
  locked,
  questionTypes,
}: {
  form: TestForm;
  i: number;
  locked: boolean;
  questionTypes: readonly QuestionType[];
}) {
  const { t } = useTranslation();
  const path = `questions.${i}` as const;
  const q = form.values.questions[i];
  if (!q) return null;
  return (
    <Card withBorder radius="md" padding="md" component="fieldset" disabled={locked} data-testid="question-editor">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} component="legend">
            {t('Soal {{n}}', { n: i + 1 })}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('Hapus soal {{n}}', { n: i + 1 })}
            onClick={() => form.removeListItem('questions', i)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('Tipe soal')}
            data={questionTypes.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
            value={q.type}
            onChange={(v) => form.setFieldValue(path, { ...emptyQuestion((v ?? 'single') as QuestionType), text_id: q.text_id, text_en: q.text_en })}
            allowDeselect={false}
          />
          {q.type === 'likert' ? (
            <Group grow align="flex-start">
              <TextInput label={t('Dimensi')} {...form.getInputProps(`${path}.dimension`)} required />
              <Checkbox mt="lg" label={t('Kunci terbalik')} {...form.getInputProps(`${path}.reverse`, { type: 'checkbox' })} />
            </Group>
          ) : (
            <Group grow align="flex-start">
              <TextInput label={t('Topik (Indonesia)')} {...form.getInputProps(`${path}.topic_id`)} />
              <TextInput label={t('Topik (Inggris)')} {...form.getInputProps(`${path}.topic_en`)} />
            </Group>
          )}
          <Textarea label={t('Pertanyaan (Indonesia)')} {...form.getInputProps(`${path}.text_id`)} autosize required />
          <Textarea label={t('Pertanyaan (Inggris)')} {...form.getInputProps(`${path}.text_en`)} autosize />
        </SimpleGrid>
        <QuestionImage url={q.image_url} index={i} onChange={(imageUrl) => form.setFieldValue(`${path}.image_url`, imageUrl)} />
        {q.type !== 'likert' && <OptionsEditor form={form} i={i} />}
      </Stack>
    </Card>
  );
}
