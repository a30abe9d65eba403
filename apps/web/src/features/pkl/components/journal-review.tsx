import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconChecks, IconCheck, IconMessagePlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { PKL_KEY, commentDay, validateDays, type TPklJournalDay, type TPklPendingDay } from '../api/pkl-api';
import { groupBy, weekStart } from '../journal-days';
import { JournalDayCard, dayLabel } from './journal-day-card';
import { TextDialog } from './text-dialog';

type Dialog = { kind: 'return'; ids: string[]; label: string } | { kind: 'comment'; id: string; label: string } | null;

/** Validate, return (with a comment) or comment on journal days; every answer refreshes the PKL screens. */
export function useDayReview() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PKL_KEY });
  const validate = useMutation({
    mutationFn: (ids: string[]) => validateDays({ ids, decision: 'validate' }),
    onSuccess: async (days) => {
      notifications.show({ color: 'green', message: t('{{count}} hari jurnal divalidasi', { count: days.length }) });
      await refresh();
    },
  });
  const dialogs = dialog && (
    <TextDialog
      title={dialog.kind === 'return' ? t('Kembalikan jurnal') : t('Catatan guru pembimbing')}
      description={dialog.label}
      label={dialog.kind === 'return' ? t('Apa yang perlu diperbaiki siswa?') : t('Catatan untuk siswa')}
      submitLabel={dialog.kind === 'return' ? t('Kembalikan') : t('Kirim catatan')}
      field="comment"
      danger={dialog.kind === 'return'}
      onClose={() => setDialog(null)}
      onSubmit={async (text) => {
        if (dialog.kind === 'return') await validateDays({ ids: dialog.ids, decision: 'return', comment: text });
        else await commentDay(dialog.id, text);
        setDialog(null);
        await refresh();
      }}
    />
  );
  return { validate, setDialog, dialogs };
}

type Review = ReturnType<typeof useDayReview>;

/** A day's buttons for its reviewer: the company validates or returns a waiting day; the teacher comments. */
export function DayReviewActions({
  day,
  review,
  canValidate,
  canComment,
}: {
  day: TPklJournalDay;
  review: Review;
  canValidate: boolean;
  canComment: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const label = dayLabel(day.date, lang);
  const waiting = canValidate && day.status === 'submitted';
  if (!waiting && !canComment) return null;
  return (
    <Group gap="xs">
      {waiting && (
        <>
          <Button
            size="compact-sm"
            leftSection={<IconCheck size={14} aria-hidden />}
            onClick={() => review.validate.mutate([day.id])}
            loading={review.validate.isPending && review.validate.variables?.length === 1 && review.validate.variables[0] === day.id}
            aria-label={`${t('Validasi')} ${label}`}
            data-testid="pkl-day-validate"
          >
            {t('Validasi')}
          </Button>
          <Button
            size="compact-sm"
            variant="outline"
            color="red.8"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            onClick={() => review.setDialog({ kind: 'return', ids: [day.id], label })}
            aria-label={`${t('Kembalikan')} ${label}`}
            data-testid="pkl-day-return"
          >
            {t('Kembalikan')}
          </Button>
        </>
      )}
      {canComment && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconMessagePlus size={14} aria-hidden />}
          onClick={() => review.setDialog({ kind: 'comment', id: day.id, label })}
          aria-label={`${t('Beri catatan')} ${label}`}
          data-testid="pkl-day-comment"
        >
          {t('Beri catatan')}
        </Button>
      )}
    </Group>
  );
}

/**
 * Days waiting for the industry supervisor, a card per student and week: each day can be validated
 * or returned, and the whole week validated at once.
 */
export function PendingWeeks({ days, showStudent }: { days: readonly TPklPendingDay[]; showStudent: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const review = useDayReview();
  const sorted = [...days].sort((a, b) => a.student_name.localeCompare(b.student_name) || a.date.localeCompare(b.date));
  const groups = groupBy(sorted, (d) => `${d.placement_id}|${weekStart(d.date)}`);
  if (groups.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="pkl-pending-empty">
        {t('Tidak ada jurnal yang menunggu validasi.')}
      </Text>
    );
  return (
    <Stack gap="md">
      {groups.map(({ key, rows }) => {
        const first = rows[0]!;
        const week = weekStart(first.date);
        const title = t('Minggu mulai {{date}}', { date: formatDate(week, lang) });
        return (
          <Card
            key={key}
            withBorder
            radius="md"
            padding="sm"
            component="section"
            aria-label={`${first.student_name} — ${title}`}
            data-testid="pkl-week"
            data-student={first.student_name}
          >
            <Group justify="space-between" gap="xs" mb="xs" align="flex-start">
              <div style={{ minWidth: 0 }}>
                {showStudent && (
                  <Title order={3} size="h5">
                    <Anchor component={Link} to={`/pkl/placements/${first.placement_id}`}>
                      {first.student_name}
                    </Anchor>
                  </Title>
                )}
                <Text size="sm" c="dimmed">
                  {[first.class_name, title].filter(Boolean).join(' · ')}
                </Text>
              </div>
              <Button
                size="xs"
                leftSection={<IconChecks size={16} aria-hidden />}
                onClick={() => review.validate.mutate(rows.map((d) => d.id))}
                loading={review.validate.isPending && (review.validate.variables?.length ?? 0) > 1 && review.validate.variables?.[0] === rows[0]?.id}
                data-testid="pkl-week-validate"
              >
                {t('Validasi seminggu ({{count}} hari)', { count: rows.length })}
              </Button>
            </Group>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {rows.map((d) => (
                <JournalDayCard key={d.id} day={d} actions={<DayReviewActions day={d} review={review} canValidate canComment={false} />} />
              ))}
            </Stack>
          </Card>
        );
      })}
      {review.validate.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(review.validate.error, t)}
        </Alert>
      )}
      {review.dialogs}
    </Stack>
  );
}
