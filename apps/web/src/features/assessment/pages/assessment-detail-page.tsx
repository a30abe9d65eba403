import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Modal, Progress, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCalendarTime, IconCertificate } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { VERDICTS, type Verdict } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useSessionUser } from '../../../lib/session';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { ASSESSMENT_KEY, confirmAssessment, correctMark, fetchAssessment, type AssessmentDetail, type CandidateDetail } from '../api/assessment-api';
import { CandidateSheet, SaveIndicator } from '../components/candidate-sheet';
import { formatDateTime } from '../../../lib/dates';
import { CertificateStatusBadge, inLang, ResultBadge } from '../components/labels';
import { useAutosave } from '../components/use-autosave';
import { OpenEarlyDialog } from '../components/open-early-dialog';
import { OpeningNotice } from '../components/opening-notice';

/** `/assessment/:id`: the assessor marks each candidate (autosaved) and confirms; everyone else reads the results. */
export function AssessmentDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useQuery({ queryKey: [...ASSESSMENT_KEY, 'detail', id], queryFn: () => fetchAssessment(id) });
  return (
    <>
      <Anchor component={Link} to="/assessment" size="sm" mb="xs" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> {t('Kembali')}
      </Anchor>
      {query.isLoading && <Skeleton h={320} radius="md" />}
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.data && <AssessmentView detail={query.data} />}
    </>
  );
}

function AssessmentView({ detail }: { detail: AssessmentDetail }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const user = useSessionUser();
  const client = useQueryClient();
  const assessing = user?.role === 'asesor' && detail.status === 'scheduled';
  // Before its day (WIB) the assessor sees the sheet but cannot mark until the Admin opens it early.
  const editable = assessing && detail.open_for_marking;
  const [openingEarly, setOpeningEarly] = useState(false);
  const autosave = useAutosave(detail.candidates);
  const [candidateId, setCandidateId] = useState(detail.candidates[0]?.id ?? '');
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState<{ candidate: CandidateDetail; criterionId: string } | null>(null);
  const candidate = detail.candidates.find((c) => c.id === candidateId) ?? detail.candidates[0];
  const criterionIds = useMemo(() => detail.units.flatMap((u) => u.elements.flatMap((e) => e.criteria.map((c) => c.id))), [detail.units]);
  const storedMark = (c: CandidateDetail) => (criterionId: string) => {
    const m = c.marks.find((x) => x.criterion_id === criterionId);
    return { verdict: m?.verdict ?? null, evidence: m?.evidence ?? null, note: m?.note ?? '' };
  };
  const markedCount = (c: CandidateDetail) => criterionIds.filter((id) => (editable ? autosave.mark(c.id, id) : storedMark(c)(id)).verdict).length;
  const allMarked = detail.candidates.every((c) => markedCount(c) === criterionIds.length);
  const confirm = useMutation({
    mutationFn: () => confirmAssessment(detail.id),
    onSuccess: async () => {
      setConfirming(false);
      await client.invalidateQueries({ queryKey: ASSESSMENT_KEY });
    },
  });
  const scheme = inLang(lang, detail.scheme.name_id, detail.scheme.name_en);
  return (
    <>
      <PageHeader
        title={scheme}
        description={`${detail.scheme.code} · ${formatDateTime(detail.scheduled_at, i18n.language)} · ${detail.place}`}
        actions={
          <HeaderActions
            detail={detail}
            assessing={assessing}
            canConfirm={editable && allMarked && autosave.overall !== 'saving'}
            saveState={autosave.overall}
            onConfirm={() => setConfirming(true)}
            onOpenEarly={() => setOpeningEarly(true)}
          />
        }
      />
      <Text size="sm" c="dimmed" mb="md">
        {t('Asesor')}: {detail.assessor_name} · {t('Sekolah')}: {detail.school_name} ·{' '}
        {detail.status === 'confirmed'
          ? t('Dikonfirmasi {{date}}', { date: formatDate(detail.confirmed_at, i18n.language) })
          : t('Belum dikonfirmasi')}
      </Text>
      {detail.status === 'scheduled' && <OpeningNotice detail={detail} />}
      {editable && !allMarked && (
        <Alert color="blue" mb="md" variant="light">
          {t('Nilai setiap kriteria K atau BK untuk semua kandidat; perubahan tersimpan otomatis.')}
        </Alert>
      )}
      {detail.candidates.length > 1 && (
        <Select
          label={t('Kandidat')}
          value={candidate?.id ?? null}
          onChange={(value) => value && setCandidateId(value)}
          allowDeselect={false}
          data={detail.candidates.map((c) => ({
            value: c.id,
            label: `${c.student_name} (${markedCount(c)}/${criterionIds.length})`,
          }))}
          mb="md"
          maw={480}
          data-testid="candidate-select"
        />
      )}
      {candidate && (
        <Stack gap="md">
          <Card withBorder radius="md" padding="sm" data-testid="candidate-summary">
            <Group justify="space-between" gap="xs">
              <div>
                <Text fw={600}>{candidate.student_name}</Text>
                {candidate.nisn && (
                  <Text size="xs" c="dimmed">
                    NISN {candidate.nisn}
                  </Text>
                )}
              </div>
              {detail.status === 'confirmed' ? <ResultBadge result={candidate.result} /> : null}
            </Group>
            <Progress
              mt="xs"
              value={criterionIds.length ? (markedCount(candidate) / criterionIds.length) * 100 : 0}
              aria-label={t('Kriteria dinilai')}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {t('{{done}} dari {{total}} kriteria dinilai', { done: markedCount(candidate), total: criterionIds.length })}
            </Text>
            {candidate.certificate && (
              <Group gap="xs" mt="xs" data-testid="candidate-certificate">
                <IconCertificate size={18} aria-hidden />
                <Text size="sm" fw={600}>
                  {candidate.certificate.number}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('berlaku sampai {{date}}', { date: formatDate(candidate.certificate.valid_until, i18n.language) })}
                </Text>
                <CertificateStatusBadge status={candidate.certificate.status} />
              </Group>
            )}
            {candidate.result === 'not-yet-competent' && candidate.repeat && (
              <Text size="sm" mt="xs">
                {t('Perlu diulang: {{units}}', { units: candidate.repeat.unitCodes.join(', ') })}
              </Text>
            )}
          </Card>
          <CandidateSheet
            units={detail.units}
            candidate={candidate}
            editable={editable}
            markOf={editable ? (criterionId) => autosave.mark(candidate.id, criterionId) : storedMark(candidate)}
            stateOf={editable ? (criterionId) => autosave.state(candidate.id, criterionId) : undefined}
            onChange={(criterionId, patch, delayed) => autosave.change(candidate.id, criterionId, patch, delayed)}
            onRetry={(criterionId) => autosave.retry(candidate.id, criterionId)}
            onCorrect={
              user?.role === 'admin' && detail.status === 'confirmed' ? (criterionId) => setCorrecting({ candidate, criterionId }) : undefined
            }
          />
        </Stack>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('Konfirmasi hasil asesmen?')} centered>
        <Stack>
          <Text size="sm">{t('Setelah dikonfirmasi, nilai tidak dapat diubah lagi. Kandidat yang kompeten mendapat sertifikat.')}</Text>
          {confirm.isError && (
            <Alert color="red" role="alert">
              {apiErrorMessage(confirm.error, t)} {Object.values(apiFieldErrors(confirm.error)).join(' ')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('Batal')}
            </Button>
            <Button onClick={() => confirm.mutate()} loading={confirm.isPending} data-testid="confirm">
              {t('Konfirmasi')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {openingEarly && <OpenEarlyDialog detail={detail} onClose={() => setOpeningEarly(false)} />}
      {correcting && <CorrectDialog detail={detail} {...correcting} onClose={() => setCorrecting(null)} />}
    </>
  );
}

/** Confirmed; or the assessor's save state and "Konfirmasi hasil"; or the Admin's "Buka lebih awal" before the day. */
function HeaderActions({
  detail,
  assessing,
  canConfirm,
  saveState,
  onConfirm,
  onOpenEarly,
}: {
  detail: AssessmentDetail;
  assessing: boolean;
  canConfirm: boolean;
  saveState: ReturnType<typeof useAutosave>['overall'];
  onConfirm: () => void;
  onOpenEarly: () => void;
}) {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (detail.status === 'confirmed') return <StatusBadge tone="info">{t('Dikonfirmasi')}</StatusBadge>;
  if (assessing)
    return (
      <Group gap="xs">
        <SaveIndicator state={saveState} />
        <Button onClick={onConfirm} disabled={!canConfirm} data-testid="confirm-open">
          {t('Konfirmasi hasil')}
        </Button>
      </Group>
    );
  if (user?.role === 'admin' && !detail.open_for_marking)
    return (
      <Button variant="light" leftSection={<IconCalendarTime size={16} aria-hidden />} onClick={onOpenEarly} data-testid="open-early">
        {t('Buka lebih awal')}
      </Button>
    );
  return null;
}

function CorrectDialog({
  detail,
  candidate,
  criterionId,
  onClose,
}: {
  detail: AssessmentDetail;
  candidate: CandidateDetail;
  criterionId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const current = candidate.marks.find((m) => m.criterion_id === criterionId)?.verdict ?? null;
  const [verdict, setVerdict] = useState<Verdict>(current === 'K' ? 'BK' : 'K');
  const [reason, setReason] = useState('');
  const mutation = useMutation({
    mutationFn: () => correctMark({ candidate_id: candidate.id, criterion_id: criterionId, verdict, reason }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [...ASSESSMENT_KEY, 'detail', detail.id] });
      onClose();
    },
  });
  const errors = apiFieldErrors(mutation.error);
  return (
    <Modal opened onClose={onClose} title={t('Koreksi nilai')} centered>
      <Stack>
        <Text size="sm">{t('Koreksi setelah konfirmasi dicatat beserta alasannya, dan hasil kandidat dihitung ulang.')}</Text>
        <Select
          label={t('Nilai baru')}
          value={verdict}
          onChange={(value) => value && setVerdict(value as Verdict)}
          allowDeselect={false}
          data={VERDICTS.map((v) => ({ value: v, label: v }))}
          error={errors.verdict}
        />
        <Textarea
          label={t('Alasan')}
          required
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
          autosize
          minRows={2}
        />
        {mutation.isError && !Object.keys(errors).length && (
          <Alert color="red" role="alert">
            {apiErrorMessage(mutation.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button onClick={() => mutation.mutate()} loading={mutation.isPending} data-testid="correct-save">
            {t('Simpan')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
