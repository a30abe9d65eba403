import { useEffect, useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconEye, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QUESTION_TYPES, TEACHER_TEST_KINDS, TEST_KINDS, type QuestionType } from '@jalurkarir/shared';
import { ImportDialog } from '../../../components/crud/import-dialog';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { getStoredUser } from '../../../lib/session';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import { createTest, fetchTest, newTestVersion, publishTest, questionImportClient, TESTS_KEY, updateTest } from '../api/tests-api';
import { QuestionEditor } from '../components/question-editor';
import { TestFieldsCard } from '../components/test-fields-card';
import { TestPreview } from '../components/test-preview';
import { emptyQuestion, isPlacedField, toFormValues, toTestBody, validateTestForm, type TestFormValues } from '../test-form';

/** Messages of a failed request not shown on an input: the error's own, and field errors without an input. */
function RequestErrors({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const unplaced = Object.entries(apiFieldErrors(error)).filter(([path]) => !isPlacedField(path));
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
      {apiErrorMessage(error, t)} {unplaced.map(([, message]) => message).join(' ')}
    </Alert>
  );
}

/**
 * The test editor: the test's fields, its questions with options and points, publish, preview.
 * A Mantine form checked with the shared ZTestInput before sending (test-form.ts); the API's field
 * errors land on the same inputs.
 */
export function TestEditorPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const teacher = getStoredUser()?.role === 'guru';
  const query = useQuery({ queryKey: [...TESTS_KEY, 'detail', id], queryFn: () => fetchTest(id), enabled: !isNew });
  const locked = (query.data?.attempts ?? 0) > 0;
  const form = useForm<TestFormValues>({
    initialValues: toFormValues(null),
    validate: (values) => validateTestForm(values, isNew || !locked, lang),
  });
  useRevalidateOnLangChange(form);
  const [preview, setPreview] = useState(false);
  const [importing, setImporting] = useState(false);
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!query.data) return;
    const values = toFormValues(query.data);
    setValues(values);
    resetDirty(values);
  }, [query.data, setValues, resetDirty]);
  const save = useMutation({
    mutationFn: (values: TestFormValues) => (isNew ? createTest(toTestBody(values, true)) : updateTest(id, toTestBody(values, !locked))),
    onSuccess: async (test) => {
      await queryClient.invalidateQueries({ queryKey: [...TESTS_KEY] });
      notifications.show({ color: 'green', message: t('Tes disimpan.') });
      if (isNew) navigate(`/tests/${test.id}`, { replace: true });
    },
    onError: (error) => form.setErrors(apiFieldErrors(error)),
  });
  const newVersion = useMutation({
    mutationFn: () => newTestVersion(id),
    onSuccess: async (test) => {
      await queryClient.invalidateQueries({ queryKey: [...TESTS_KEY] });
      notifications.show({ color: 'green', message: t('Versi baru dibuat sebagai draf.') });
      navigate(`/tests/${test.id}`);
    },
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
  });
  const publish = useMutation({
    mutationFn: (published: boolean) => publishTest(id, published),
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: [...TESTS_KEY] }),
  });
  const kinds = teacher ? TEACHER_TEST_KINDS : TEST_KINDS;
  const pointScored = form.values.kind === 'competency' || form.values.kind === 'skills';
  const questionTypes = pointScored ? QUESTION_TYPES.filter((q) => q !== 'likert') : (['likert'] as QuestionType[]);

  if (!isNew && query.isLoading) return <Skeleton h={320} radius="md" />;
  return (
    <>
      <PageHeader
        title={isNew ? t('Tes baru') : t('Ubah tes')}
        actions={
          <>
            <Button variant="default" leftSection={<IconEye size={16} aria-hidden />} onClick={() => setPreview(true)}>
              {t('Pratinjau')}
            </Button>
            {!isNew && query.data && !locked && (
              <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
                {t('Impor soal')}
              </Button>
            )}
            {!isNew && query.data && (
              <Button variant="default" onClick={() => publish.mutate(!query.data.published)} loading={publish.isPending} data-testid="publish">
                {query.data.published ? t('Jadikan draf') : t('Terbitkan')}
              </Button>
            )}
          </>
        }
      />
      <RequestErrors error={save.error ?? publish.error ?? query.error} />
      {!isNew && query.data && (
        <Text size="sm" mb="sm" data-testid="publish-state">
          {query.data.published ? t('Status: terbit') : t('Status: draf')}
        </Text>
      )}
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="test-form">
        <Stack gap="md">
          <TestFieldsCard form={form} kinds={kinds} locked={locked} />
          <Title order={2} size="h4">
            {t('Soal ({{count}})', { count: form.values.questions.length })}
          </Title>
          {locked && (
            <Alert color="yellow" role="status">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('Tes ini sudah dikerjakan siswa; soal tidak dapat diubah. Buat versi baru untuk mengubahnya.')}</Text>
                <Button size="xs" variant="white" onClick={() => newVersion.mutate()} loading={newVersion.isPending} data-testid="new-version">
                  {t('Buat versi baru')}
                </Button>
              </Stack>
            </Alert>
          )}
          {form.values.questions.map((_, i) => (
            <QuestionEditor key={i} form={form} i={i} locked={locked} questionTypes={questionTypes} />
          ))}
          {!locked && (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('questions', emptyQuestion(pointScored ? 'single' : 'likert'))}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('Tambah soal')}
            </Button>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('Simpan')}
            </Button>
          </Group>
        </Stack>
      </form>
      <TestPreview values={form.values} opened={preview} onClose={() => setPreview(false)} />
      {!isNew && (
        <ImportDialog
          opened={importing}
          client={questionImportClient(id)}
          onClose={() => setImporting(false)}
          onImported={() => void queryClient.invalidateQueries({ queryKey: [...TESTS_KEY] })}
          hint={t('Satu baris per soal, ditambahkan setelah soal yang ada. Jawaban benar ditulis dengan huruf pilihan, misalnya B atau A,C.')}
        />
      )}
    </>
  );
}
