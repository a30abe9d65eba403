import { useState, type ComponentType } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { StartThreadButton } from '../../../components/start-thread-button';
import { useTranslation } from 'react-i18next';
import type { ApplicationStage, ScorePart } from '@jalurkarir/shared';
import { InfoList } from '../../../components/info-list';
import { InterviewSlotsCard } from '../components/interview-slots-card';
import { formatDate } from '../../../lib/text';
import { APPLICATIONS_KEY } from '../api/applications-api';
import { programLabel } from '../components/applicant-card';
import { ApplicantFactsCard, type CertificatesView } from '../components/applicant-facts-card';
import { ApplicationDetailFrame, useApplicationDetail } from '../components/application-detail-frame';
import { formatDateTime } from '../../../lib/dates';
import { MoveDialog } from '../components/move-dialog';
import { OfferSection } from '../components/offer-card';
import { ScreeningAnswersCard } from '../components/screening-answers-card';
import { ScorecardSection } from '../components/scorecard-card';
import { StageBadge } from '../components/stage-badge';
import { StageMenu } from '../components/stage-menu';
import { StageProgress } from '../components/stage-progress';

/** The explained match of the applicant and the opening (the recommendations feature draws it). */
export type MatchView = ComponentType<{ total: number; parts: readonly ScorePart[] }>;

/**
 * One applicant of the company: the application, its history, the move menu, the explained match
 * the recommendation had, the certificates and verified PKL it read, the company's own scorecard and notes, and the student's full CV (they applied, so the company may read it). The
 * CV, the match and the certificate badges belong to other features; the router hands them in as `Cv`, `Match` and `Certificates`
 * (features do not import each other).
 */
export function ApplicantDetailPage({
  Cv,
  Match,
  Certificates,
}: {
  Cv?: ComponentType<{ userId: string }>;
  Match?: MatchView;
  Certificates?: CertificatesView;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [moveTo, setMoveTo] = useState<ApplicationStage | null>(null);
  const { query, a } = useApplicationDetail();
  const program = programLabel(a?.program ?? null);
  return (
    <>
      <ApplicationDetailFrame
        backTo={a ? `/applicants?opportunity=${a.opportunity_id}` : '/applicants'}
        backLabel={t('Kembali ke daftar pelamar')}
        title={a?.student_name ?? t('Pelamar')}
        description={a ? t('Melamar {{opening}}', { opening: a.opportunity_title }) : undefined}
        actions={
          a && (
            <>
              {a.stage !== 'withdrawn' && <StartThreadButton target={{ application_id: a.id }} size="sm" />}
              <StageMenu stage={a.stage} onPick={setMoveTo} />
            </>
          )
        }
        loadingHeight={320}
        query={query}
      >
        {(a) => (
          <Stack gap="md">
            <Card withBorder radius="md" padding="lg" data-testid="applicant-summary">
              <Group justify="space-between" mb="md" gap="xs">
                <Title order={2} size="h4">
                  {t('Lamaran')}
                </Title>
                <StageBadge stage={a.stage} testId="applicant-stage" />
              </Group>
              <StageProgress stage={a.stage} events={a.events} />
              <InfoList
                items={[
                  { label: t('Sekolah'), value: a.school_name },
                  { label: t('Kompetensi Keahlian'), value: program ? t(program) : null },
                  { label: t('Tanggal melamar'), value: formatDate(a.created_at, i18n.language) },
                  { label: t('Asal lamaran'), value: a.source === 'invitation' ? t('Dari undangan') : t('Melamar sendiri') },
                  // With proposed times, the slots card below says which one was picked.
                  ...(a.stage === 'interview' && a.interview_at && a.interview_slots.length === 0
                    ? [
                        { label: t('Wawancara'), value: formatDateTime(a.interview_at, i18n.language) },
                        { label: t('Tempat'), value: a.interview_place },
                      ]
                    : []),
                ]}
              />
              {a.note && (
                <>
                  <Text size="sm" c="dimmed" fw={500} mt="md">
                    {t('Catatan dari siswa')}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-line' }}>{a.note}</Text>
                </>
              )}
            </Card>
            <InterviewSlotsCard a={a} side="company" />
            <ScreeningAnswersCard answers={a.screening_answers} side="company" />
            <OfferSection a={a} side="company" />
            {Match && a.match && (
              <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="match-title" data-testid="applicant-match">
                <Title order={2} size="h4" id="match-title" mb="md">
                  {t('Kecocokan dengan lowongan')}
                </Title>
                <Match total={a.match.total} parts={a.match.parts} />
              </Card>
            )}
            {a.applicant_facts && <ApplicantFactsCard facts={a.applicant_facts} Certificates={Certificates} />}
            <ScorecardSection applicationId={a.id} opportunityId={a.opportunity_id} />
            {Cv && (
              <section aria-labelledby="cv-title" data-testid="applicant-cv">
                <Title order={2} size="h4" id="cv-title" mb="sm">
                  {t('Profil lengkap siswa')}
                </Title>
                <Cv userId={a.student_id} />
              </section>
            )}
          </Stack>
        )}
      </ApplicationDetailFrame>
      <MoveDialog
        application={a && moveTo ? { id: a.id, student_name: a.student_name } : null}
        stage={moveTo}
        onClose={() => setMoveTo(null)}
        onMoved={() => queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY })}
      />
    </>
  );
}
