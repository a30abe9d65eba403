import { Card, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VOCATIONAL_PROGRAMS, VOCATIONAL_PROGRAM_LABELS, type TestKind } from '@jalurkarir/shared';
import { emptyQuestion, type TestForm, type TestFormValues } from '../test-form';
import { KIND_LABELS } from './labels';

/**
 * The test's own fields: kind, instrument or program, names and instructions (Indonesian required,
 * English optional), time, window, attempts, shuffling.
 */
export function TestFieldsCard({ form, kinds, locked }: { form: TestForm; kinds: readonly TestKind[]; locked: boolean }) {
  const { t } = useTranslation();
  const values = form.values;
  const pointScored = values.kind === 'competency' || values.kind === 'skills';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('Data tes')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('Teks bahasa Indonesia wajib diisi; teks bahasa Inggris boleh dikosongkan (pembaca bahasa Inggris lalu melihat teks Indonesia).')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('Jenis tes')}
          data={kinds.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }))}
          {...form.getInputProps('kind')}
          onChange={(v) => {
            const kind = (v ?? 'competency') as TestKind;
            const likert = kind !== 'competency' && kind !== 'skills';
            form.setFieldValue('kind', kind);
            if (!values.questions.length) form.setFieldValue('questions', [emptyQuestion(likert ? 'likert' : 'single')]);
          }}
          allowDeselect={false}
          disabled={locked}
          required
        />
        {values.kind === 'personality' && (
          <Select
            label={t('Instrumen')}
            data={[
              { value: 'riasec', label: 'RIASEC' },
              { value: 'big-five', label: 'Big Five (IPIP)' },
            ]}
            {...form.getInputProps('personality_instrument')}
            onChange={(v) => form.setFieldValue('personality_instrument', (v ?? 'riasec') as TestFormValues['personality_instrument'])}
            allowDeselect={false}
            disabled={locked}
          />
        )}
        {pointScored && (
          <Select
            label={t('Kompetensi keahlian')}
            data={VOCATIONAL_PROGRAMS.map((p) => ({ value: p, label: t(VOCATIONAL_PROGRAM_LABELS[p]) }))}
            {...form.getInputProps('program')}
            searchable
            required
          />
        )}
        <TextInput label={t('Nama tes (Indonesia)')} {...form.getInputProps('name_id')} required />
        <TextInput label={t('Nama tes (Inggris)')} {...form.getInputProps('name_en')} />
        <Textarea label={t('Petunjuk (Indonesia)')} {...form.getInputProps('instructions_id')} autosize minRows={2} />
        <Textarea label={t('Petunjuk (Inggris)')} {...form.getInputProps('instructions_en')} autosize minRows={2} />
        <NumberInput
          label={t('Waktu ujian (menit)')}
          min={1}
          max={600}
          {...form.getInputProps('minutes')}
          onChange={(v) => form.setFieldValue('minutes', Number(v) || 1)}
          required
        />
        {pointScored && (
          <NumberInput
            label={t('Nilai lulus (%)')}
            min={0}
            max={100}
            {...form.getInputProps('passing_score')}
            onChange={(v) => form.setFieldValue('passing_score', v === '' ? '' : Number(v))}
          />
        )}
        <TextInput type="datetime-local" label={t('Waktu mulai')} {...form.getInputProps('available_from')} />
        <TextInput type="datetime-local" label={t('Waktu selesai')} {...form.getInputProps('available_until')} />
        <NumberInput
          label={t('Kesempatan mengerjakan')}
          min={1}
          max={10}
          {...form.getInputProps('attempts_allowed')}
          onChange={(v) => form.setFieldValue('attempts_allowed', Number(v) || 1)}
        />
        <Stack gap="xs" justify="center">
          <Switch label={t('Acak urutan soal')} {...form.getInputProps('shuffle_questions', { type: 'checkbox' })} />
          <Switch label={t('Acak urutan pilihan')} {...form.getInputProps('shuffle_options', { type: 'checkbox' })} />
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
