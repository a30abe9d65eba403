import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconPencil, IconPhoto, IconWifiOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { businessToday, type TStoredUser } from '@jalurkarir/shared';
import { ListLoadState } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useLang } from '../../../lib/use-lang';
import { PKL_KEY, fetchPlacement, fetchPlacements, openJournalPhoto, type TPklPlacement, type TPklPlacementDetail } from '../api/pkl-api';
import { daysOnScreen, formValuesFor, type DayOnScreen } from '../journal-days';
import { useJournalSync } from '../use-journal-sync';
import { usePhotoQueue } from '../use-photo-queue';
import { PHOTO_TYPES } from '../photo-queue';
import { StatusBadge } from '../../../components/status-badge';
import { JournalDayCard, dayLabel } from '../components/journal-day-card';
import { JournalDayForm } from '../components/journal-day-form';
import { AttendanceFigures, PlacementSummary } from '../components/placement-summary';
import { ProposeCard } from '../components/propose-card';

/** The placement the student's PKL page is about: a running one first, then one on its way, then the latest finished. */
export function currentPlacement(rows: readonly TPklPlacement[]): TPklPlacement | null {
  const order = ['ongoing', 'confirmed', 'awaiting_company', 'proposed', 'finished'] as const;
  for (const status of order) {
    const found = rows.filter((p) => p.status === status).sort((a, b) => b.start_date.localeCompare(a.start_date))[0];
    if (found) return found;
  }
  return null;
}

/**
 * PKL Saya (`#/pkl` for a student): the placement, the attendance so far, the missing days, the
 * day's journal form and the days written — on a phone first, and offline-tolerant: a day is saved
 * on the device and sent when the network is back ("Belum terkirim" until then).
 */
export function StudentPklPage({ user }: { user: TStoredUser }) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: [...PKL_KEY, 'mine'], queryFn: () => fetchPlacements({ per_page: 50 }) });
  const current = list.data ? currentPlacement(list.data.data) : null;
  const journalOpen = current?.status === 'ongoing';
  const detail = useQuery({
    queryKey: [...PKL_KEY, 'placement', current?.id],
    queryFn: () => fetchPlacement(current?.id ?? ''),
    enabled: !!current && current.status !== 'proposed' && current.status !== 'awaiting_company',
  });
  return (
    <>
      <PageHeader title={t('PKL Saya')} description={t('Tempat PKL, jurnal harian, dan kehadiran Anda.')} />
      <ListLoadState loading={list.isLoading} error={list.isError ? list.error : null} withIcon />
      {list.data && !current && (
        <Stack gap="md">
          <Text c="dimmed" data-testid="pkl-empty">
            {t('Anda belum memiliki tempat PKL. Sekolah akan menempatkan Anda, atau usulkan perusahaan di bawah ini.')}
          </Text>
          <ProposeCard />
        </Stack>
      )}
      {current && (
        <Stack gap="md">
          <PlacementSummary placement={detail.data ?? current} />
          {detail.isError && <ListLoadState loading={false} error={detail.error} withIcon />}
          {detail.data && <AttendanceFigures attendance={detail.data.attendance} />}
          {detail.data && (journalOpen || detail.data.journal.length > 0) && (
            <StudentJournal user={user} placement={detail.data} writable={journalOpen} />
          )}
        </Stack>
      )}
    </>
  );
}

/** The missing days, the form and the days written, with the device's unsent copies. */
function StudentJournal({ user, placement, writable }: { user: TStoredUser; placement: TPklPlacementDetail; writable: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pending, offline, refused, save } = useJournalSync(user.id);
  const days = useMemo(() => daysOnScreen(placement.journal, pending, placement.id), [placement, pending]);
  const photos = usePhotoQueue(user.id, days);
  const today = businessToday();
  const [date, setDate] = useState(() => (today > placement.end_date ? placement.end_date : today));
  const byDate = new Map(days.map((d) => [d.date, d]));
  const validated = new Set(placement.journal.filter((d) => d.status === 'validated').map((d) => d.date));
  const unsentCount = days.filter((d) => d.unsent).length;
  const missing = placement.missing_dates.filter((d) => !byDate.has(d));
  const edit = (d: string) => {
    setDate(d);
    document.getElementById('pkl-day-form-title')?.scrollIntoView({ block: 'start' });
  };
  return (
    <>
      {offline && (
        <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />} role="status" data-testid="pkl-offline">
          {t('Anda sedang offline. Jurnal tetap tersimpan di perangkat ini dan terkirim otomatis saat koneksi kembali.')}
        </Alert>
      )}
      {unsentCount > 0 && !offline && (
        <Alert color="blue" icon={<IconCloudUpload size={18} aria-hidden />} role="status" data-testid="pkl-sending">
          {t('Mengirim {{count}} hari jurnal…', { count: unsentCount })}
        </Alert>
      )}
      {writable && missing.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('Hari kerja tanpa jurnal')} data-testid="pkl-missing">
          <Text size="sm" mb={6}>
            {t('Isi jurnal untuk hari-hari ini; hari tanpa jurnal dihitung tidak hadir.')}
          </Text>
          <Group gap="xs">
            {missing.map((d) => (
              <Button key={d} size="compact-sm" variant="default" onClick={() => edit(d)} data-testid="pkl-missing-day" data-date={d}>
                {dayLabel(d, lang)}
              </Button>
            ))}
          </Group>
        </Alert>
      )}
      {writable && (
        <JournalDayForm
          key={date}
          placementId={placement.id}
          period={placement}
          values={formValuesFor(date, byDate.get(date), placement.hours_per_day)}
          validatedDates={validated}
          offline={offline}
          onSave={save}
          onDateChange={setDate}
        />
      )}
      <section aria-labelledby="pkl-days-title">
        <Title order={2} size="h4" id="pkl-days-title" mb="xs">
          {t('Jurnal yang sudah diisi')}
        </Title>
        {days.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="pkl-days-empty">
            {t('Belum ada jurnal. Isi jurnal hari pertama Anda di atas.')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="pkl-days">
            {days.map((d) => (
              <JournalDayCard
                key={d.date}
                day={{ ...d, ...(d.stored ? pickComments(d.stored) : {}), status: d.stored?.status ?? null }}
                unsent={d.unsent}
                refused={refused[d.date]}
                actions={writable && <StudentDayActions day={d} onEdit={() => edit(d.date)} offline={offline} photos={photos} />}
              />
            ))}
          </Stack>
        )}
      </section>
    </>
  );
}

const pickComments = (d: NonNullable<DayOnScreen['stored']>) => ({
  validator_comment: d.validator_comment,
  validated_by_name: d.validated_by_name,
  teacher_comment: d.teacher_comment,
  teacher_comment_by_name: d.teacher_comment_by_name,
});

/**
 * Edit (until validated) and the day's photo. Where the device can keep a photo, it can be picked
 * offline and for a day still on the device: it waits there ("Foto belum terkirim") and follows
 * its day to the server.
 */
function StudentDayActions({
  day,
  onEdit,
  offline,
  photos,
}: {
  day: DayOnScreen;
  onEdit: () => void;
  offline: boolean;
  photos: ReturnType<typeof usePhotoQueue>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const stored = day.stored;
  const validated = stored?.status === 'validated';
  const name = dayLabel(day.date, lang);
  const canPick = !validated && (photos.canKeep || (stored && !day.unsent && !offline));
  const waiting = photos.kept.has(day.date);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {!validated && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`${t('Ubah')} ${name}`}
          >
            {t('Ubah')}
          </Button>
        )}
        {canPick && (
          <FileButton onChange={(file) => file && void photos.add(day.date, file)} accept={PHOTO_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                size="compact-sm"
                variant="subtle"
                leftSection={<IconPhoto size={14} aria-hidden />}
                aria-label={`${stored?.photo || waiting ? t('Ganti foto') : t('Tambah foto')} ${name}`}
                data-testid="pkl-day-photo"
              >
                {stored?.photo || waiting ? t('Ganti foto') : t('Tambah foto')}
              </Button>
            )}
          </FileButton>
        )}
        {stored?.photo && !waiting && (
          <Anchor component="button" type="button" size="sm" onClick={() => void openJournalPhoto(stored.id)}>
            {t('Lihat foto')}
          </Anchor>
        )}
        {waiting && (
          <StatusBadge tone="warning" data-testid="pkl-photo-unsent">
            {t('Foto belum terkirim')}
          </StatusBadge>
        )}
      </Group>
      {photos.refused[day.date] && (
        <Text c="red.8" size="sm" role="alert">
          {photos.refused[day.date]}
        </Text>
      )}
    </Stack>
  );
}
