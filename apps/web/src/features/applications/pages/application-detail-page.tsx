import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { StartThreadButton } from '../../../components/start-thread-button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WITHDRAWABLE_STAGES } from '@jalurkarir/shared';
import { InfoList } from '../../../components/info-list';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { APPLICATIONS_KEY, withdrawApplication } from '../api/applications-api';
import { ApplicationDetailFrame, useApplicationDetail } from '../components/application-detail-frame';
import { formatDateTime } from '../../../lib/dates';
import { isLink } from '../components/format';
import { InterviewSlotsCard } from '../components/interview-slots-card';
import { OfferSection } from '../components/offer-card';
import { ScreeningAnswersCard } from '../components/screening-answers-card';
import { StageBadge } from '../components/stage-badge';
import { StageProgress } from '../components/stage-progress';

/** One of the student's applications: its stage, the interview, the history, and withdrawing before a decision. */
export function ApplicationDetailPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const { id, query, a } = useApplicationDetail();
  const withdraw = async () => {
    setBusy(true);
    try {
      await withdrawApplication(id);
      notifications.show({ color: 'green', message: t('Lamaran dibatalkan') });
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
      setConfirm(false);
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ApplicationDetailFrame
        backTo="/applications"
        backLabel={t('Kembali ke Lamaran Saya')}
        title={a?.opportunity_title ?? t('Lamaran')}
        description={a?.company_name}
        loadingHeight={300}
        query={query}
      >
        {(a) => (
          <Stack gap="md">
            <Card withBorder radius="md" padding="lg" data-testid="application-summary">
              <Group justify="space-between" mb="md" gap="xs">
                <Title order={2} size="h4">
                  {t('Tahap saat ini')}
                </Title>
                <StageBadge stage={a.stage} testId="application-stage" />
              </Group>
              <StageProgress stage={a.stage} events={a.events} />
              {/* Proposed times (picked or not) are the slots card's; this is an interview set before slots existed. */}
              {a.stage === 'interview' && a.interview_at && a.interview_slots.length === 0 && (
                <Alert color="blue" mt="md" title={t('Jadwal wawancara')} data-testid="interview-info">
                  <Text size="sm">{formatDateTime(a.interview_at, i18n.language)}</Text>
                  {a.interview_place && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {isLink(a.interview_place) ? (
                        <Anchor href={a.interview_place} target="_blank" rel="noopener noreferrer">
                          {a.interview_place}
                        </Anchor>
                      ) : (
                        a.interview_place
                      )}
                    </Text>
                  )}
                </Alert>
              )}
              <Stack mt="md" gap="md">
                <InfoList
                  items={[
                    { label: t('Perusahaan'), value: a.company_name },
                    { label: t('Tanggal melamar'), value: formatDate(a.created_at, i18n.language) },
                    { label: t('Catatan Anda'), value: a.note },
                  ]}
                />
                <Group gap="xs">
                  <Button component={Link} to={`/jobs/${a.opportunity_id}`} variant="light">
                    {t('Lihat lowongan')}
                  </Button>
                  {a.stage !== 'withdrawn' && <StartThreadButton target={{ application_id: a.id }} />}
                  {WITHDRAWABLE_STAGES.includes(a.stage) && (
                    <Button color="red.8" variant="outline" onClick={() => setConfirm(true)} data-testid="application-withdraw">
                      {t('Batalkan Lamaran')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
            <OfferSection a={a} side="student" />
            <InterviewSlotsCard a={a} side="student" />
            <ScreeningAnswersCard answers={a.screening_answers} side="student" />
          </Stack>
        )}
      </ApplicationDetailFrame>
      <Modal opened={confirm} onClose={() => setConfirm(false)} title={t('Batalkan Lamaran')} centered>
        <Text size="sm">{t('Lamaran yang dibatalkan tidak dapat dikirim ulang untuk lowongan ini. Lanjutkan?')}</Text>
        <Group justify="flex-end" gap="xs" mt="md">
          <Button variant="default" onClick={() => setConfirm(false)}>
            {t('Kembali')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void withdraw()} data-testid="application-withdraw-confirm">
            {t('Batalkan Lamaran')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
