import { useEffect, useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { usePageTitle } from '../../../lib/page-title';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { answerTracer, fetchTracerInvitation } from '../api/outcomes-api';
import { AnsweredNotice, InvalidLink } from '../components/public-states';
import { checkAnswers, QuestionnaireForm, type Answers } from '../components/questionnaire-form';

/**
 * A graduate's tracer questionnaire (public, `#/tracer-answer/<token>` from the school's WhatsApp
 * message or e-mail; docs/outcomes.md): no account needed, the personal link is the key. The form
 * starts from what the school already knows of them, shows only the questions of the chosen
 * activity, and is checked with the API's own rules before it is sent. A link answers once.
 */
export function TracerAnswerPage() {
  const { t } = useTranslation();
  const lang = useLang();
  usePageTitle(t('Tracer Study Alumni'));
  const { token = '' } = useParams();
  const invitation = useQuery({ queryKey: ['tracer-invitation', token], queryFn: () => fetchTracerInvitation(token), retry: false });
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (invitation.data) setAnswers({ ...invitation.data.current });
  }, [invitation.data]);
  const send = useMutation({
    mutationFn: (clean: Answers) => answerTracer(token, clean),
    onError: (e) => setErrors({ ...apiFieldErrors(e), form: apiErrorMessage(e, t) }),
  });
  const submit = () => {
    if (!invitation.data) return;
    const checked = checkAnswers(invitation.data.questions, answers, lang);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) send.mutate(checked.answers);
  };

  if (send.isSuccess)
    return (
      <AnsweredNotice title={t('Terima kasih, jawaban Anda telah dikirim')} testId="tracer-done">
        {t('Jawaban Anda membantu sekolah menyiapkan adik kelas Anda untuk dunia kerja. Tautan ini tidak dapat dipakai lagi.')}
      </AnsweredNotice>
    );

  return (
    <Stack gap="md" data-testid="tracer-answer-page">
      <Title order={1} size="h3">
        {t('Tracer Study Alumni')}
      </Title>
      {invitation.isLoading && <Skeleton h={360} />}
      {invitation.isError && <InvalidLink message={apiErrorMessage(invitation.error, t)} testId="tracer-invalid" />}
      {invitation.data && (
        <>
          <Text size="sm" data-testid="tracer-intro">
            {t('Halo {{name}}, {{school}} ingin mengetahui kegiatan Anda setelah lulus tahun {{year}}. Mengisi membutuhkan sekitar 3 menit.', {
              name: invitation.data.name,
              school: invitation.data.school_name,
              year: invitation.data.graduation_year,
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('{{title}} · terbuka sampai {{date}}', { title: invitation.data.title, date: formatDate(invitation.data.ends_on, lang) })}
          </Text>
          <QuestionnaireForm
            questions={invitation.data.questions}
            answers={answers}
            errors={errors}
            lang={lang}
            onChange={(key, value) => {
              setAnswers((a) => ({ ...a, [key]: value }));
              // An answered question no longer carries its message.
              setErrors(({ [key]: _answered, ...rest }) => rest);
            }}
          />
          {Object.keys(errors).some((k) => k !== 'form') && (
            <Alert color="red" role="alert">
              {t('Periksa kembali jawaban yang ditandai.')}
            </Alert>
          )}
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          <Button onClick={submit} loading={send.isPending} fullWidth data-testid="tracer-submit">
            {t('Kirim jawaban')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('Jawaban Anda hanya dibaca oleh sekolah Anda dan dilaporkan sebagai angka gabungan.')}
          </Text>
        </>
      )}
    </Stack>
  );
}
