import { useState } from 'react';
import { Alert, Button, Group, Radio, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EMPLOYER_FEEDBACK_QUESTIONS, EMPLOYER_RATING_KEYS, FIELD_MESSAGES, type EmployerRatingKey } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { usePageTitle } from '../../../lib/page-title';
import { useLang } from '../../../lib/use-lang';
import { answerEmployerFeedback, fetchEmployerInvitation } from '../api/outcomes-api';
import { AnsweredNotice, InvalidLink } from '../components/public-states';
import { programLabel } from '../components/labels';

const SCALE = ['1', '2', '3', '4', '5'];

/**
 * An employer's feedback on a graduate (public, `#/employer-feedback/<token>`; docs/outcomes.md):
 * four ratings from 1 to 5 and a suggestion for the school, answered once, without an account.
 */
export function EmployerFeedbackPage() {
  const { t } = useTranslation();
  const lang = useLang();
  usePageTitle(t('Umpan Balik Pengguna Lulusan'));
  const { token = '' } = useParams();
  const invitation = useQuery({ queryKey: ['employer-invitation', token], queryFn: () => fetchEmployerInvitation(token), retry: false });
  const [ratings, setRatings] = useState<Partial<Record<EmployerRatingKey, number>>>({});
  const [comment, setComment] = useState('');
  const [name, setName] = useState('');
  const [position, setPosition] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () =>
      answerEmployerFeedback({
        token,
        technical: ratings.technical ?? 0,
        attitude: ratings.attitude ?? 0,
        communication: ratings.communication ?? 0,
        teamwork: ratings.teamwork ?? 0,
        comment: comment.trim() || null,
        respondent_name: name.trim() || null,
        respondent_position: position.trim() || null,
      }),
    onError: (e) => setErrors({ ...apiFieldErrors(e), form: apiErrorMessage(e, t) }),
  });
  const submit = () => {
    const missing = Object.fromEntries(EMPLOYER_RATING_KEYS.filter((k) => !ratings[k]).map((k) => [k, FIELD_MESSAGES.REQUIRED[lang]]));
    setErrors(missing);
    if (Object.keys(missing).length === 0) send.mutate();
  };

  if (send.isSuccess)
    return (
      <AnsweredNotice title={t('Terima kasih atas umpan balik Anda')} testId="employer-done">
        {t('Sekolah akan memakai penilaian Anda untuk menyelaraskan pembelajaran dengan kebutuhan industri.')}
      </AnsweredNotice>
    );

  return (
    <Stack gap="md" data-testid="employer-feedback-page">
      <Title order={1} size="h3">
        {t('Umpan Balik Pengguna Lulusan')}
      </Title>
      {invitation.isLoading && <Skeleton h={360} />}
      {invitation.isError && <InvalidLink message={apiErrorMessage(invitation.error, t)} testId="employer-invalid" />}
      {invitation.data && (
        <>
          <Text size="sm">
            {t('{{school}} meminta penilaian {{company}} atas lulusannya, {{name}} ({{program}}). 1 = sangat tidak puas, 5 = sangat puas.', {
              school: invitation.data.school_name,
              company: invitation.data.company_name,
              name: invitation.data.alumni_name,
              program: programLabel(invitation.data.program, lang),
            })}
          </Text>
          {EMPLOYER_RATING_KEYS.map((key) => (
            <Radio.Group
              key={key}
              label={EMPLOYER_FEEDBACK_QUESTIONS[key][lang]}
              value={ratings[key] ? String(ratings[key]) : ''}
              onChange={(v) => setRatings((r) => ({ ...r, [key]: Number(v) }))}
              error={errors[key]}
              required
              data-testid={`employer-${key}`}
            >
              <Group gap="md" mt={6}>
                {SCALE.map((s) => (
                  <Radio key={s} value={s} label={s} data-testid={`employer-${key}-${s}`} />
                ))}
              </Group>
            </Radio.Group>
          ))}
          <Textarea
            label={EMPLOYER_FEEDBACK_QUESTIONS.comment[lang]}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            error={errors.comment}
            autosize
            minRows={3}
            maxLength={2000}
          />
          <TextInput label={t('Nama penilai')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={120} autoComplete="name" />
          <TextInput label={t('Jabatan penilai')} value={position} onChange={(e) => setPosition(e.currentTarget.value)} maxLength={120} />
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          <Button onClick={submit} loading={send.isPending} fullWidth data-testid="employer-submit">
            {t('Kirim penilaian')}
          </Button>
        </>
      )}
    </Stack>
  );
}
