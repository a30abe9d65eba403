import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can, type Principal } from '@jalurkarir/shared';
import { principalOfUser } from '../../../app/access';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useSessionUser } from '../../../lib/session';
import { useLang } from '../../../lib/use-lang';
import { PKL_KEY, fetchPlacement, type TPklPlacementDetail } from '../api/pkl-api';
import { JournalDayCard, dayLabel } from '../components/journal-day-card';
import { DayReviewActions, useDayReview } from '../components/journal-review';
import { PlacementActions } from '../components/placement-actions';
import { EvaluationCard, HistoryCard, VisitsCard } from '../components/placement-records';
import { AttendanceFigures, PlacementSummary } from '../components/placement-summary';

/** The placement's journal for its supervisors: the company validates or returns waiting days, the teacher comments. */
function JournalSection({ placement, role }: { placement: TPklPlacementDetail; role: Principal }) {
  const { t } = useTranslation();
  const lang = useLang();
  const review = useDayReview();
  const canValidate = can(role, 'pkl-journal', 'validate');
  const canComment = can(role, 'pkl-journal', 'comment');
  const waiting = placement.journal.filter((d) => d.status === 'submitted');
  return (
    <section aria-labelledby="pkl-journal-title">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h4" id="pkl-journal-title">
          {t('Jurnal harian')}
        </Title>
        {canValidate && waiting.length > 1 && (
          <Button
            size="xs"
            onClick={() => review.validate.mutate(waiting.map((d) => d.id))}
            loading={review.validate.isPending}
            data-testid="pkl-validate-all"
          >
            {t('Validasi semua yang menunggu ({{count}} hari)', { count: waiting.length })}
          </Button>
        )}
      </Group>
      {placement.missing_dates.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('Hari kerja tanpa jurnal')} mb="sm" data-testid="pkl-missing">
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {placement.missing_dates.map((d) => (
              <Text key={d} component="li" size="sm" data-testid="pkl-missing-day" data-date={d}>
                {dayLabel(d, lang)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {placement.journal.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('Siswa belum mengisi jurnal.')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="pkl-days">
          {[...placement.journal]
            .sort((a, b) => b.date.localeCompare(a.date))
            .map((d) => (
              <JournalDayCard
                key={d.id}
                day={d}
                actions={<DayReviewActions day={d} review={review} canValidate={canValidate} canComment={canComment} />}
              />
            ))}
        </Stack>
      )}
      {review.validate.isError && (
        <Alert color="red" role="alert" mt="xs">
          {apiErrorMessage(review.validate.error, t)}
        </Alert>
      )}
      {review.dialogs}
    </section>
  );
}

/**
 * One placement (`#/pkl/placements/:id`) as its school, its supervisors and the company see it:
 * who and where, what may be done now (answer, approve, cancel, evaluate, finish), attendance and
 * the missing days, the journal with validation and comments, visits, the evaluation, the history.
 */
export function PlacementDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const user = useSessionUser();
  const role = user?.role ?? 'siswa';
  // What the reader may do comes from their principal: a company's PKL supervisor account is narrower than its admin.
  const principal = principalOfUser(user);
  const detail = useQuery({ queryKey: [...PKL_KEY, 'placement', id], queryFn: () => fetchPlacement(id), enabled: !!id });
  const back = (
    <Anchor component={Link} to="/pkl" size="sm" mb="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={14} aria-hidden /> {t('Kembali ke PKL')}
    </Anchor>
  );
  if (detail.isLoading) return <Skeleton h={320} />;
  if (detail.isError || !detail.data)
    return (
      <>
        {back}
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(detail.error, t)}
        </Alert>
      </>
    );
  const p = detail.data;
  const running = p.status === 'ongoing' || p.status === 'finished';
  return (
    <>
      {back}
      <PageHeader title={role === 'siswa' ? p.company_name : p.student_name} description={t('Penempatan PKL')} />
      <Stack gap="md">
        <PlacementSummary placement={p} withStudent={role !== 'siswa'} printable={can(principal, 'pkl-placement', 'report')} />
        <PlacementActions placement={p} role={principal} />
        {running && <AttendanceFigures attendance={p.attendance} />}
        {running && <JournalSection placement={p} role={principal} />}
        {running && <VisitsCard placement={p} canRecord={p.status === 'ongoing' && can(principal, 'pkl-placement', 'visit')} />}
        <EvaluationCard placement={p} />
        <HistoryCard placement={p} />
      </Stack>
    </>
  );
}
