import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRACER_CORE_KEYS } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { OUTCOMES_KEY, updateTracerRound, type TracerRound } from '../api/outcomes-api';
import { QuestionCard } from './question-card';
import { lockedKeys, moved, newQuestion, questionnaireErrors, toDrafts, type QuestionDraft } from './questionnaire-draft';

const CORE = new Set<string>(TRACER_CORE_KEYS);

/**
 * The round's questionnaire, edited on screen: the default written by the project to start from,
 * questions added, removed and moved, each with its text in both languages, its kind and options.
 * Checked with the API's schema and questionnaire rules before saving; once a graduate answered,
 * the questions already asked are locked to their words (docs/outcomes.md).
 */
export function QuestionnaireEditor({ round, opened, onClose }: { round: TracerRound; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const phone = useMediaQuery('(max-width: 36em)');
  const queryClient = useQueryClient();
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => toDrafts(round.questions));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const answered = round.counts.responded > 0;
  const locked = lockedKeys(round.questions, answered);
  const save = useMutation({
    mutationFn: () =>
      updateTracerRound(round.id, {
        graduation_year: round.graduation_year,
        title: round.title,
        starts_on: round.starts_on,
        ends_on: round.ends_on,
        questions,
      }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('Kuesioner disimpan') });
      await queryClient.invalidateQueries({ queryKey: OUTCOMES_KEY });
      onClose();
    },
    onError: (e) => setErrors({ ...apiFieldErrors(e), form: apiErrorMessage(e, t) }),
  });
  const submit = () => {
    const next = questionnaireErrors(round, questions, answered ? round.questions : null, lang);
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate();
  };
  const change = (index: number, q: QuestionDraft) => setQuestions((list) => list.map((old, i) => (i === index ? q : old)));
  const problems = Object.keys(errors).length > 0;
  return (
    <Modal opened={opened} onClose={onClose} title={t('Ubah kuesioner')} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': t('Tutup') }}>
      <Stack gap="sm" data-testid="questionnaire-editor">
        <Text size="sm" c="dimmed">
          {answered
            ? t('Sudah ada alumni yang menjawab: pertanyaan yang sudah ditanyakan hanya dapat diperbaiki teksnya; pertanyaan baru dapat ditambahkan.')
            : t(
                'Pertanyaan inti (kegiatan, masa tunggu, kesesuaian, pendapatan, sumber kerja) dipakai untuk angka capaian: teksnya boleh diubah, jenisnya tidak.',
              )}
        </Text>
        {problems && (
          <Alert color="red" role="alert" data-testid="questionnaire-errors">
            {errors.form ?? errors.questions ?? t('Periksa kembali pertanyaan yang ditandai.')}
          </Alert>
        )}
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {questions.map((q, i) => (
            <QuestionCard
              key={q.key}
              question={q}
              index={i}
              count={questions.length}
              locked={locked.has(q.key)}
              core={CORE.has(q.key)}
              errors={errors}
              onChange={(next) => change(i, next)}
              onMove={(by) => setQuestions((list) => moved(list, i, by))}
              onRemove={() => setQuestions((list) => list.filter((_, j) => j !== i))}
            />
          ))}
        </Stack>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setQuestions((list) => [...list, newQuestion(list)])}
          w="fit-content"
          data-testid="question-add"
        >
          {t('Tambah pertanyaan')}
        </Button>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="questionnaire-save">
            {t('Simpan kuesioner')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
