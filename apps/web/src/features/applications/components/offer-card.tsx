import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  OFFERABLE_STAGES,
  OFFER_CONTRACT_TYPE_LABELS,
  OFFER_STATUS_LABELS,
  type ApplicationDetail,
  type ApplicationStage,
  type OfferStatus,
  type TOffer,
} from '@jalurkarir/shared';
import { InfoList } from '../../../components/info-list';
import { StatusBadge, type Tone } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { APPLICATIONS_KEY } from '../api/applications-api';
import { OFFERS_KEY, answerOffer, fetchOffers, withdrawOffer } from '../api/offers-api';
import { OfferDialog } from './offer-dialog';

const STATUS_TONES: Record<OfferStatus, Tone> = { open: 'warning', accepted: 'success', declined: 'neutral', withdrawn: 'neutral' };

function money(amount: number, currency: string, lang: string) {
  return new Intl.NumberFormat(lang === 'id' ? 'id-ID' : 'en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

/** One offer's terms, its status and (when declined) the student's reason. */
function OfferTerms({ offer }: { offer: TOffer }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs" data-testid="offer" data-status={offer.status}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{offer.position}</Text>
        <StatusBadge tone={STATUS_TONES[offer.status]} data-testid="offer-status">
          {t(OFFER_STATUS_LABELS[offer.status])}
        </StatusBadge>
      </Group>
      <InfoList
        items={[
          { label: t('Tanggal mulai'), value: formatDate(offer.start_date, i18n.language) },
          { label: t('Gaji per bulan'), value: money(offer.monthly_salary, offer.currency_code, i18n.language) },
          { label: t('Jenis kontrak'), value: t(OFFER_CONTRACT_TYPE_LABELS[offer.contract_type]) },
          { label: t('Ditawarkan oleh'), value: offer.offered_by_name },
          { label: t('Tanggal tawaran'), value: formatDate(offer.created_at, i18n.language) },
          ...(offer.note ? [{ label: t('Catatan'), value: offer.note }] : []),
          ...(offer.decline_reason ? [{ label: t('Alasan menolak'), value: offer.decline_reason }] : []),
        ]}
      />
    </Stack>
  );
}

/** The student's answer: accept (a confirmation), or decline with an optional reason. */
function StudentAnswer({ offer, onAnswered }: { offer: TOffer; onAnswered: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'accepted' | 'declined' | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!dialog) return;
    setBusy(true);
    try {
      await answerOffer(offer.id, dialog === 'declined' ? { answer: dialog, reason: reason.trim() || null } : { answer: dialog });
      notifications.show({ color: 'green', message: dialog === 'accepted' ? t('Tawaran diterima. Selamat!') : t('Tawaran ditolak') });
      setDialog(null);
      await onAnswered();
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Group gap="xs" grow>
        <Button onClick={() => setDialog('accepted')} data-testid="offer-accept">
          {t('Terima Tawaran')}
        </Button>
        <Button variant="outline" color="red.8" onClick={() => setDialog('declined')} data-testid="offer-decline">
          {t('Tolak Tawaran')}
        </Button>
      </Group>
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog === 'accepted' ? t('Terima Tawaran') : t('Tolak Tawaran')}
        centered
        closeButtonProps={{ 'aria-label': t('Tutup') }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {dialog === 'accepted'
              ? t('Dengan menerima, Anda tercatat diterima bekerja di posisi ini. Lanjutkan?')
              : t('Menolak tawaran membatalkan lamaran ini. Lanjutkan?')}
          </Text>
          {dialog === 'declined' && (
            <Textarea
              label={t('Alasan (opsional)')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={2}
              data-testid="offer-decline-reason"
            />
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('Kembali')}
            </Button>
            <Button color={dialog === 'declined' ? 'red' : undefined} loading={busy} onClick={() => void send()} data-testid="offer-answer-confirm">
              {dialog === 'accepted' ? t('Terima Tawaran') : t('Tolak Tawaran')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The company withdraws its open offer (before the student answers). */
function WithdrawButton({ offer, onWithdrawn }: { offer: TOffer; onWithdrawn: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    try {
      await withdrawOffer(offer.id);
      notifications.show({ color: 'green', message: t('Tawaran ditarik') });
      setConfirm(false);
      await onWithdrawn();
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outline" color="red.8" onClick={() => setConfirm(true)} data-testid="offer-withdraw" style={{ alignSelf: 'flex-start' }}>
        {t('Tarik Tawaran')}
      </Button>
      <Modal opened={confirm} onClose={() => setConfirm(false)} title={t('Tarik Tawaran')} centered closeButtonProps={{ 'aria-label': t('Tutup') }}>
        <Text size="sm">{t('Siswa tidak dapat lagi menerima tawaran ini. Lamaran tetap di tahap Ditawari. Lanjutkan?')}</Text>
        <Group justify="flex-end" gap="xs" mt="md">
          <Button variant="default" onClick={() => setConfirm(false)}>
            {t('Kembali')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void withdraw()} data-testid="offer-withdraw-confirm">
            {t('Tarik Tawaran')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/**
 * The application's job offers: the company makes one (terms) and may withdraw it before an answer;
 * the student accepts or declines the open one; both see the earlier ones. Shown to the student only
 * once there is an offer, to the company while the application may still get one.
 */
export function OfferSection({ a, side }: { a: ApplicationDetail; side: 'student' | 'company' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [making, setMaking] = useState(false);
  const offers = useQuery({ queryKey: [...OFFERS_KEY, a.id], queryFn: () => fetchOffers(a.id) });
  const list = offers.data ?? [];
  const open = list.find((o) => o.status === 'open');
  const offerable = (OFFERABLE_STAGES as readonly ApplicationStage[]).includes(a.stage);
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: OFFERS_KEY }), queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY })]);
  if (list.length === 0 && !(side === 'company' && offerable)) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="offer-title" data-testid="offer-section">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4" id="offer-title">
          {t('Tawaran Kerja')}
        </Title>
        {side === 'company' && offerable && !open && (
          <Button onClick={() => setMaking(true)} data-testid="offer-make">
            {t('Buat Tawaran')}
          </Button>
        )}
      </Group>
      <Stack gap="lg">
        {list.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="offer-empty">
            {t('Belum ada tawaran untuk pelamar ini.')}
          </Text>
        )}
        {list.map((offer) => (
          <Stack key={offer.id} gap="sm">
            <OfferTerms offer={offer} />
            {offer.status === 'open' && side === 'student' && a.stage === 'offered' && <StudentAnswer offer={offer} onAnswered={refresh} />}
            {offer.status === 'open' && side === 'company' && <WithdrawButton offer={offer} onWithdrawn={refresh} />}
          </Stack>
        ))}
      </Stack>
      {side === 'company' && (
        <OfferDialog
          opened={making}
          applicationId={a.id}
          position={a.opportunity_title}
          onClose={() => setMaking(false)}
          onMade={() => void refresh()}
        />
      )}
    </Card>
  );
}
