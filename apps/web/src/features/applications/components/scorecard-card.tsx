import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Divider, Group, Radio, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SCORE_MAX, SCORE_MIN, type TScorecard } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import { useLang } from '../../../lib/use-lang';
import { SCORECARD_KEY, fetchScorecard, rateApplicant } from '../api/scorecards-api';
import { CriteriaDialog } from './criteria-dialog';
import { NotesCard } from './notes-card';
import { criterionName, formatAverage, initialRatings, toRateBody, validateRatings, type RatingValues } from './scorecard-form';

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => String(SCORE_MIN + i));

/**
 * The company's own assessment of an applicant: the opening's criteria with the average of every
 * admin's ratings and who gave which (when), the caller's own ratings to give or change, the
 * criteria editor, and the admins' notes. Only the company's admins reach any of it (the API's
 * `scorecard` cells); the page says so, so nobody writes a note believing the student reads it.
 */
export function ScorecardSection({ applicationId, opportunityId }: { applicationId: string; opportunityId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const query = useQuery({ queryKey: [...SCORECARD_KEY, applicationId], queryFn: () => fetchScorecard(applicationId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SCORECARD_KEY });
  const data = query.data;
  return (
    <>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="scorecard-title" data-testid="applicant-scorecard">
        <Group justify="space-between" mb="xs" gap="xs">
          <Title order={2} size="h4" id="scorecard-title">
            {t('Penilaian pelamar')}
          </Title>
          {data && (
            <Button variant="default" size="xs" onClick={() => setEditing(true)} data-testid="criteria-edit">
              {data.criteria.length ? t('Ubah kriteria') : t('Atur kriteria')}
            </Button>
          )}
        </Group>
        <Group gap={6} mb="md" wrap="nowrap">
          <IconLock size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('Hanya admin perusahaan Anda yang dapat melihat penilaian dan catatan ini.')}
          </Text>
        </Group>
        {query.isLoading && <Skeleton h={160} radius="md" />}
        {query.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {apiErrorMessage(query.error, t)}
          </Alert>
        )}
        {data && !data.criteria.length && (
          <Text c="dimmed" size="sm" data-testid="scorecard-empty">
            {t('Lowongan ini belum memiliki kriteria penilaian. Atur 2 sampai 8 kriteria untuk mulai menilai pelamar.')}
          </Text>
        )}
        {data && data.criteria.length > 0 && (
          <Stack gap="md">
            <ScorecardSummary scorecard={data} />
            <Divider />
            <MyRatings applicationId={applicationId} scorecard={data} onSaved={refresh} />
          </Stack>
        )}
      </Card>
      {data && <NotesCard applicationId={applicationId} notes={data.notes} onAdded={refresh} />}
      <CriteriaDialog
        opportunityId={opportunityId}
        criteria={data?.criteria ?? []}
        opened={editing}
        onClose={() => setEditing(false)}
        onSaved={refresh}
      />
    </>
  );
}

/** Per criterion: the average over every admin's rating, then each rating with who gave it and when. */
function ScorecardSummary({ scorecard }: { scorecard: TScorecard }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  return (
    <Stack gap="sm" data-testid="scorecard-summary">
      {scorecard.criteria.map((c) => {
        const avg = scorecard.averages.find((a) => a.criterion_id === c.id);
        const ratings = scorecard.ratings.filter((r) => r.criterion_id === c.id);
        return (
          <div key={c.id} data-testid="scorecard-criterion">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600}>{criterionName(c, lang)}</Text>
              {avg?.average != null ? (
                <Badge variant="light" data-testid="scorecard-average">
                  {t('Rata-rata {{average}} dari 5 · {{count}} penilai', { average: formatAverage(avg.average, lang), count: avg.count })}
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('Belum dinilai')}
                </Text>
              )}
            </Group>
            {ratings.map((r) => (
              <Text key={`${r.rater_id}-${r.criterion_id}`} size="sm" mt={4}>
                <Text span fw={500}>
                  {r.rater_name ?? t('Akun terhapus')}
                </Text>
                {' · '}
                {t('{{score}} dari 5', { score: r.score })}
                {' · '}
                <Text span c="dimmed" size="sm">
                  {formatDateTime(r.updated_at, i18n.language)}
                </Text>
                {r.comment && (
                  <Text span display="block" size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {r.comment}
                  </Text>
                )}
              </Text>
            ))}
          </div>
        );
      })}
    </Stack>
  );
}

/** The caller's own 1–5 per criterion with a comment; only the criteria given a score are sent. */
function MyRatings({ applicationId, scorecard, onSaved }: { applicationId: string; scorecard: TScorecard; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const me = useSessionUser();
  const [values, setValues] = useState<RatingValues>(() => initialRatings(scorecard, me?.id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => setValues(initialRatings(scorecard, me?.id)), [scorecard, me?.id]);
  const set = (id: string, patch: Partial<RatingValues[string]>) => {
    setSaved(false);
    setValues((all) => ({ ...all, [id]: { ...all[id]!, ...patch } }));
  };
  const submit = async () => {
    const found = validateRatings(values, lang);
    setErrors(found);
    setError(undefined);
    if (!toRateBody(values).ratings.length) return setError(t('Beri nilai setidaknya satu kriteria.'));
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await rateApplicant(applicationId, toRateBody(values));
      await onSaved();
      setSaved(true);
    } catch (e) {
      setErrors(apiFieldErrors(e));
      setError(apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      aria-labelledby="my-ratings-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="my-ratings-title">
          {t('Penilaian saya')}
        </Title>
        {scorecard.criteria.map((c, i) => (
          <Stack key={c.id} gap={4}>
            <Radio.Group
              label={criterionName(c, lang)}
              value={values[c.id]?.score ? String(values[c.id]!.score) : null}
              onChange={(v) => set(c.id, { score: Number(v) })}
              error={errors[`ratings.${i}.score`] ?? errors[`ratings.${i}.criterion_id`]}
              data-testid="rating-group"
            >
              <Group gap="md" mt={4}>
                {SCORES.map((s) => (
                  <Radio key={s} value={s} label={s} />
                ))}
              </Group>
            </Radio.Group>
            <Textarea
              label={t('Komentar untuk {{criterion}} (opsional)', { criterion: criterionName(c, lang) })}
              autosize
              minRows={1}
              maxLength={1000}
              value={values[c.id]?.comment ?? ''}
              error={errors[`ratings.${i}.comment`]}
              onChange={(e) => set(c.id, { comment: e.currentTarget.value })}
            />
          </Stack>
        ))}
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        {saved && (
          <Text size="sm" role="status">
            {t('Penilaian tersimpan.')}
          </Text>
        )}
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }} data-testid="ratings-save">
          {t('Simpan penilaian')}
        </Button>
      </Stack>
    </form>
  );
}
