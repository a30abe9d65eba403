import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, FileButton, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconCheck, IconDownload, IconEdit, IconRefresh, IconUpload, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can, PARTNERSHIP_EVENT_LABELS, type TPartnership } from '@jalurkarir/shared';
import type { PartnershipDetail } from '../api/partnerships-api';
import { InfoList } from '../../../components/info-list';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { downloadDocument, fetchPartnership, PARTNERSHIPS_KEY, uploadDocument } from '../api/partnerships-api';
import { PartnershipStatusBadge, programName, usePartnershipSide } from '../components/partnership-status';
import { PeriodDialog, type PeriodMode } from '../components/period-dialog';
import { ReasonDialog } from '../components/reason-dialog';

const dateTime = (value: string | null, lang: string) => (value ? formatDate(value, lang) : null);

type Side = ReturnType<typeof usePartnershipSide>['side'];
interface Actions {
  answer: boolean;
  update: boolean;
  upload: boolean;
  renew: boolean;
  end: boolean;
}

const periodText = (start: string | null, end: string | null, lang: string) =>
  start && end ? `${formatDate(start, lang)} – ${formatDate(end, lang)}` : null;

/** What the caller may do with the partnership in its state. */
function partnershipActions(p: TPartnership, role: ReturnType<typeof usePartnershipSide>['role'], side: Side): Actions {
  const agreed = p.status === 'active' || p.status === 'expired';
  return {
    answer: p.status === 'requested' && can(role, 'partnership', 'accept'),
    update: agreed && can(role, 'partnership', 'update'),
    upload: (agreed || p.status === 'ended') && can(role, 'partnership', 'upload'),
    renew: agreed && !p.renewed && can(role, 'partnership', 'renew'),
    end: (p.status === 'active' || (p.status === 'requested' && side === 'company')) && can(role, 'partnership', 'end'),
  };
}

/** The signed MoU: upload (then the partnership is refetched) and download. */
function useMouDocument(id: string, refresh: (message: string) => Promise<void>) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const resetUpload = useRef<() => void>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      await uploadDocument(id, file);
      await refresh(t('Dokumen MoU diunggah'));
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    } finally {
      setUploading(false);
      resetUpload.current?.();
    }
  };
  const download = async () => {
    try {
      await downloadDocument(id);
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    }
  };
  return { uploading, resetUpload, upload, download };
}

/** Why the partnership waits, was declined or has lapsed. */
function StatusNotices({ p, side }: { p: TPartnership; side: Side }) {
  const { t } = useTranslation();
  return (
    <>
      {p.status === 'requested' && (
        <Alert color="orange" data-testid="partnership-pending">
          {side === 'company' ? t('Menunggu jawaban sekolah.') : t('Perusahaan ini menunggu jawaban Anda.')}
        </Alert>
      )}
      {p.status === 'declined' && p.decline_reason && (
        <Alert color="red" title={t('Alasan penolakan')} data-testid="partnership-decline-reason">
          {p.decline_reason}
        </Alert>
      )}
      {p.status === 'expired' && !p.renewed && (
        <Alert color="gray">{t('Masa berlaku kemitraan ini sudah lewat. Perpanjang untuk melanjutkan.')}</Alert>
      )}
    </>
  );
}

function ActionButtons({
  p,
  actions,
  mou,
  onPeriod,
  onReason,
}: {
  p: TPartnership;
  actions: Actions;
  mou: ReturnType<typeof useMouDocument>;
  onPeriod: (mode: PeriodMode) => void;
  onReason: (mode: 'decline' | 'end') => void;
}) {
  const { t } = useTranslation();
  if (!(actions.answer || actions.update || actions.upload || actions.renew || actions.end)) return null;
  return (
    <Group gap="sm" wrap="wrap" data-testid="partnership-actions">
      {actions.answer && (
        <>
          <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => onPeriod('accept')} data-testid="partnership-accept">
            {t('Terima')}
          </Button>
          <Button
            leftSection={<IconX size={16} aria-hidden />}
            variant="default"
            onClick={() => onReason('decline')}
            data-testid="partnership-decline"
          >
            {t('Tolak')}
          </Button>
        </>
      )}
      {actions.update && (
        <Button
          leftSection={<IconEdit size={16} aria-hidden />}
          variant="default"
          onClick={() => onPeriod('update')}
          data-testid="partnership-update"
        >
          {t('Perbarui Data MoU')}
        </Button>
      )}
      {actions.upload && (
        <FileButton resetRef={mou.resetUpload} onChange={(file) => void mou.upload(file)} accept="application/pdf">
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} aria-hidden />}
              variant="default"
              loading={mou.uploading}
              data-testid="partnership-upload"
            >
              {p.document ? t('Ganti Dokumen MoU') : t('Unggah Dokumen MoU')}
            </Button>
          )}
        </FileButton>
      )}
      {actions.renew && (
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          variant="default"
          onClick={() => onPeriod('renew')}
          data-testid="partnership-renew"
        >
          {t('Perpanjang')}
        </Button>
      )}
      {actions.end && (
        <Button variant="default" onClick={() => onReason('end')} data-testid="partnership-end">
          {p.status === 'requested' ? t('Tarik Permintaan') : t('Akhiri Kemitraan')}
        </Button>
      )}
    </Group>
  );
}

function AgreementCard({ p, onDownload }: { p: TPartnership; onDownload: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="partnership-agreement">
      <Title order={2} size="h4" id="partnership-agreement" mb="md">
        {t('Perjanjian Kerja Sama')}
      </Title>
      <InfoList
        items={[
          { label: t('Perusahaan'), value: p.company_name },
          { label: t('Sekolah'), value: [p.school_name, p.school_city].filter(Boolean).join(', ') },
          { label: t('Kompetensi Keahlian'), value: p.programs.map((c) => t(programName(c))).join(', ') },
          { label: t('Nomor MoU'), value: p.mou_number, testId: 'partnership-mou' },
          { label: t('Menerima siswa PKL'), value: p.pkl ? t('Ya') : t('Tidak'), testId: 'partnership-pkl' },
          { label: t('Masa Berlaku'), value: periodText(p.start_date, p.end_date, lang), testId: 'partnership-period' },
          {
            label: t('Dokumen MoU'),
            value: p.document ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={onDownload}
                data-testid="partnership-download"
              >
                {p.document_name ?? t('Unduh')}
              </Button>
            ) : (
              t('Belum diunggah')
            ),
          },
          { label: t('Pesan permintaan'), value: p.message },
          { label: t('Diajukan oleh'), value: [p.requested_by_name, dateTime(p.created_at, lang)].filter(Boolean).join(' · ') },
          { label: t('Dijawab oleh'), value: [p.answered_by_name, dateTime(p.answered_at, lang)].filter(Boolean).join(' · ') },
          ...(p.status === 'ended'
            ? [
                { label: t('Diakhiri oleh'), value: [p.ended_by_name, dateTime(p.ended_at, lang)].filter(Boolean).join(' · ') },
                { label: t('Alasan berakhir'), value: p.end_reason },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/** Every period of the same company and school, the one shown in bold, the others linked. */
function PeriodsCard({ p }: { p: PartnershipDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="partnership-periods">
      <Title order={2} size="h4" id="partnership-periods" mb="md">
        {t('Periode Kemitraan')}
      </Title>
      <Stack gap="xs">
        {p.periods.map((period) => (
          <Group key={period.id} justify="space-between" wrap="wrap" gap="xs" data-testid="partnership-period-row">
            {period.id === p.id ? (
              <Text size="sm" fw={600}>
                {periodText(period.start_date, period.end_date, lang) ?? formatDate(period.created_at, lang)}
              </Text>
            ) : (
              <Anchor component={Link} to={`/school-partnership/${period.id}`} size="sm">
                {periodText(period.start_date, period.end_date, lang) ?? formatDate(period.created_at, lang)}
              </Anchor>
            )}
            <Group gap="xs">
              {period.mou_number && (
                <Text size="xs" c="dimmed">
                  {period.mou_number}
                </Text>
              )}
              <PartnershipStatusBadge status={period.status} />
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function HistoryCard({ p }: { p: PartnershipDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="partnership-history">
      <Title order={2} size="h4" id="partnership-history" mb="md">
        {t('Riwayat')}
      </Title>
      <Timeline bulletSize={14} lineWidth={2} data-testid="partnership-history-list">
        {p.events.map((e) => (
          <Timeline.Item key={e.id} title={t(PARTNERSHIP_EVENT_LABELS[e.action])}>
            <Text size="xs" c="dimmed">
              {[e.actor_name, formatDate(e.created_at, i18n.language)].filter(Boolean).join(' · ')}
            </Text>
            {e.note && <Text size="sm">{e.note}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}

/**
 * One partnership for both sides: the request, the answer, the agreement (MoU number, period,
 * signed PDF), and the actions the caller's cells allow in its state — the school admin answers a
 * request; either side keeps the MoU record, uploads the signed document, renews or ends it. Every
 * period of the same company and school is listed, with what happened and who did it.
 */
export function PartnershipDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { role, side } = usePartnershipSide();
  const [period, setPeriod] = useState<PeriodMode | null>(null);
  const [reason, setReason] = useState<'decline' | 'end' | null>(null);
  const detail = useQuery({ queryKey: [...PARTNERSHIPS_KEY, 'detail', id], queryFn: () => fetchPartnership(id), enabled: !!id });

  const refresh = async (message: string, next?: TPartnership) => {
    setPeriod(null);
    setReason(null);
    notifications.show({ color: 'green', message });
    await queryClient.invalidateQueries({ queryKey: PARTNERSHIPS_KEY });
    if (next && next.id !== id) void navigate(`/school-partnership/${next.id}`);
  };
  const mou = useMouDocument(id, refresh);

  if (detail.isLoading) return <Skeleton h={320} />;
  if (detail.isError || !detail.data)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {apiErrorMessage(detail.error, t)}
      </Alert>
    );
  const p = detail.data;
  const title = side === 'company' ? p.school_name : side === 'school' ? p.company_name : `${p.company_name} — ${p.school_name}`;

  return (
    <>
      <Anchor component={Link} to="/school-partnership" size="sm" mb="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> {t('Kembali ke daftar kemitraan')}
      </Anchor>
      <PageHeader title={title} description={<PartnershipStatusBadge status={p.status} />} />
      <Stack>
        <StatusNotices p={p} side={side} />
        <ActionButtons p={p} actions={partnershipActions(p, role, side)} mou={mou} onPeriod={setPeriod} onReason={setReason} />
        <AgreementCard p={p} onDownload={() => void mou.download()} />
        {p.periods.length > 1 && <PeriodsCard p={p} />}
        <HistoryCard p={p} />
      </Stack>
      {period && (
        <PeriodDialog
          partnership={p}
          mode={period}
          onClose={() => setPeriod(null)}
          onDone={(result) =>
            refresh(period === 'accept' ? t('Kemitraan diterima') : period === 'renew' ? t('Kemitraan diperpanjang') : t('Data MoU disimpan'), result)
          }
        />
      )}
      {reason && (
        <ReasonDialog
          partnership={p}
          mode={reason}
          onClose={() => setReason(null)}
          onDone={() => refresh(reason === 'decline' ? t('Permintaan kemitraan ditolak') : t('Kemitraan diakhiri'))}
        />
      )}
    </>
  );
}
