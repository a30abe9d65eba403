import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { StartThreadButton } from '../../../components/start-thread-button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { APPLICATION_STAGE_LABELS, INVITATION_STATUS_LABELS, type ApplicationStage, type TApplication } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { useLayoutWidth } from '../../../lib/use-layout-width';
import { APPLICATIONS_KEY, fetchApplications, fetchInvitations, fetchStageCounts } from '../api/applications-api';
import { ApplicantCard, type Selection } from '../components/applicant-card';
import { ApplicantsBoard, BOARD_STAGES } from '../components/applicants-board';
import { BulkBar, useApplicantSelection } from '../components/bulk-bar';
import { BulkMoveDialog } from '../components/bulk-move-dialog';
import { InviteDialog } from '../components/invite-dialog';
import { MoveDialog } from '../components/move-dialog';

const BOARD_MIN_WIDTH = 1200;

/** The company's openings (the one in the URL, else the busiest), and the chosen one's applicants and invitations. */
function useOpeningApplicants() {
  const [params, setParams] = useSearchParams();
  const counts = useQuery({ queryKey: [...APPLICATIONS_KEY, 'stage-counts', 'own'], queryFn: () => fetchStageCounts() });
  const openings = counts.data?.openings ?? [];
  // Without a choice in the URL: the opening with the most applicants (where the work is).
  const busiest = openings.reduce<(typeof openings)[number] | undefined>((best, o) => (!best || o.total > best.total ? o : best), undefined);
  const selectedId = params.get('opportunity') ?? busiest?.opportunity_id ?? null;
  const selected = openings.find((o) => o.opportunity_id === selectedId) ?? null;
  const applicants = useQuery({
    queryKey: [...APPLICATIONS_KEY, 'list', 'opening', selectedId],
    queryFn: () => fetchApplications({ opportunity_id: selectedId ?? undefined, per_page: 100, sort: 'newest' }),
    enabled: !!selectedId,
  });
  const invitations = useQuery({
    queryKey: [...APPLICATIONS_KEY, 'invitations', selectedId],
    queryFn: () => fetchInvitations({ opportunity_id: selectedId ?? undefined, per_page: 100 }),
    enabled: !!selectedId,
  });
  const select = (value: string | null) => value && setParams({ opportunity: value }, { replace: true });
  return { counts, openings, selectedId, selected, select, applicants, invitations };
}

type OnMove = (application: TApplication, to: ApplicationStage) => void;
type BulkProps = { selection: ReturnType<typeof useApplicantSelection>; onBulk: (stage: 'shortlisted' | 'rejected') => void };
/** Narrower screens show one stage: the phone list's rows. */
const phoneRowsOf = (rows: TApplication[], stage: string) =>
  rows.filter((a) => (stage === 'active' ? !['rejected', 'withdrawn', 'hired'].includes(a.stage) : a.stage === stage));
/** The stage shown on narrower screens, kept by the page so it survives a change of tab or opening. */
type StageChoice = { stage: string; onStage: (stage: string) => void };

/** Narrower screens: one stage at a time (those in progress first) as a list of cards. */
function ApplicantsByStage({
  rows,
  onMove,
  stage: phoneStage,
  onStage: setPhoneStage,
  selection,
}: StageChoice & { rows: TApplication[]; onMove: OnMove; selection: Selection }) {
  const { t } = useTranslation();
  const phoneRows = phoneRowsOf(rows, phoneStage);
  return (
    <Stack gap="xs" data-testid="applicants-list">
      <Select
        label={t('Tahap')}
        data={[
          { value: 'active', label: t('Dalam proses') },
          ...BOARD_STAGES.map((s) => ({
            value: s,
            label: `${t(APPLICATION_STAGE_LABELS[s])} (${rows.filter((a) => a.stage === s).length})`,
          })),
        ]}
        value={phoneStage}
        onChange={(value) => setPhoneStage(value ?? 'active')}
        allowDeselect={false}
        data-testid="applicants-stage-filter"
      />
      {phoneRows.map((a) => (
        <ApplicantCard key={a.id} application={a} showStage onMove={onMove} selection={selection} />
      ))}
      {phoneRows.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {t('Tidak ada pelamar pada tahap ini.')}
        </Text>
      )}
    </Stack>
  );
}

type Invitation = Awaited<ReturnType<typeof fetchInvitations>>['data'][number];

/** The opening's invitations; a student's name shows only once they accepted. */
function InvitationCards({ invitations }: { invitations: Invitation[] | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {invitations && invitations.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('Belum ada undangan untuk lowongan ini.')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
        {(invitations ?? []).map((i) => (
          <Card key={i.id} withBorder radius="sm" padding="sm" data-testid="company-invitation">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {i.status === 'accepted' ? i.student_name : t('Siswa {{school}}', { school: i.school_name ?? '' })}
              </Text>
              <StatusBadge tone={i.status === 'accepted' ? 'success' : i.status === 'declined' ? 'danger' : 'warning'}>
                {t(INVITATION_STATUS_LABELS[i.status])}
              </StatusBadge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('Diundang {{date}}', { date: formatDate(i.created_at, i18n.language) })}
            </Text>
            {i.status === 'pending' && <StartThreadButton target={{ invitation_id: i.id }} size="xs" mt="xs" />}
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}

/** The applicants tab: a board per stage on a wide screen, a list by stage otherwise. */
function ApplicantsPanel({
  applicants,
  onMove,
  stage,
  onStage,
  selection,
  onBulk,
}: StageChoice & BulkProps & { applicants: ReturnType<typeof useOpeningApplicants>['applicants']; onMove: OnMove }) {
  const { t } = useTranslation();
  // Six columns need the room of a wide screen; narrower (tablets, phones) get the list.
  const board = useLayoutWidth() >= BOARD_MIN_WIDTH;
  const rows = applicants.data?.data ?? [];
  const withdrawn = rows.filter((a) => a.stage === 'withdrawn').length;
  return (
    <>
      {applicants.isLoading && <Skeleton h={240} radius="md" />}
      {applicants.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(applicants.error, t)}
        </Alert>
      )}
      {applicants.data && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="applicants-empty">
          {t('Belum ada pelamar untuk lowongan ini. Undang siswa dari sekolah mitra.')}
        </Text>
      )}
      {rows.length > 0 && <BulkBar shown={board ? rows : phoneRowsOf(rows, stage)} selection={selection} onAction={onBulk} />}
      {rows.length > 0 &&
        (board ? (
          <ApplicantsBoard applications={rows} onMove={onMove} selection={selection} />
        ) : (
          <ApplicantsByStage rows={rows} onMove={onMove} stage={stage} onStage={onStage} selection={selection} />
        ))}
      {withdrawn > 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('{{count}} lamaran dibatalkan oleh siswa', { count: withdrawn })}
        </Text>
      )}
    </>
  );
}

/** Pelamar: the applicants of one of the company's openings — a board per stage on a desktop, a list on a phone — and its invitations. */
export function ApplicantsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { counts, openings, selectedId, selected, select, applicants, invitations } = useOpeningApplicants();
  const [moving, setMoving] = useState<{ application: TApplication; to: ApplicationStage } | null>(null);
  const [inviting, setInviting] = useState(false);
  const [phoneStage, setPhoneStage] = useState<string>('active');
  const selection = useApplicantSelection();
  const [bulk, setBulk] = useState<'shortlisted' | 'rejected' | null>(null);
  const rows = applicants.data?.data ?? [];
  // The selection belongs to one opening: another opening starts empty.
  useEffect(() => selection.clear(), [selectedId]); // eslint-disable-line react-hooks/exhaustive-deps
  const withdrawn = rows.filter((a) => a.stage === 'withdrawn').length;
  const onMove = (application: TApplication, to: ApplicationStage) => setMoving({ application, to });

  return (
    <>
      <PageHeader
        title={t('Pelamar')}
        description={t('Pindahkan setiap pelamar melalui tahap seleksi; setiap perubahan tercatat dan dikabarkan kepada siswa.')}
        actions={
          selected && (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)} data-testid="invite-open">
              {t('Undang Siswa')}
            </Button>
          )
        }
      />
      {counts.isLoading && <Skeleton h={300} radius="md" />}
      {counts.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(counts.error, t)}
        </Alert>
      )}
      {counts.data && openings.length === 0 && (
        <Card withBorder radius="md" padding="xl">
          <Text c="dimmed" ta="center">
            {t('Belum ada lowongan yang dibuka. Buka lowongan di menu Pekerjaan untuk menerima lamaran.')}
          </Text>
        </Card>
      )}
      {openings.length > 0 && (
        <Stack gap="md">
          <Select
            label={t('Lowongan')}
            data={openings.map((o) => ({ value: o.opportunity_id, label: `${o.title} (${o.total})` }))}
            value={selectedId}
            onChange={select}
            allowDeselect={false}
            maw={520}
            data-testid="applicants-opening"
          />
          <Tabs defaultValue="applicants" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="applicants">{t('Pelamar ({{count}})', { count: rows.length - withdrawn })}</Tabs.Tab>
              <Tabs.Tab value="invitations" data-testid="tab-invitations">
                {t('Undangan ({{count}})', { count: invitations.data?.total ?? 0 })}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="applicants" pt="md">
              <ApplicantsPanel
                applicants={applicants}
                onMove={onMove}
                stage={phoneStage}
                onStage={setPhoneStage}
                selection={selection}
                onBulk={setBulk}
              />
            </Tabs.Panel>
            <Tabs.Panel value="invitations" pt="md">
              <InvitationCards invitations={invitations.data?.data} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
      <MoveDialog
        application={moving?.application ?? null}
        stage={moving?.to ?? null}
        onClose={() => setMoving(null)}
        onMoved={() => queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY })}
      />
      <BulkMoveDialog
        applications={bulk ? rows.filter((a) => selection.selected.has(a.id)) : null}
        initialStage={bulk ?? 'shortlisted'}
        onClose={() => setBulk(null)}
        onMoved={async () => {
          selection.clear();
          await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
        }}
      />
      <InviteDialog
        opening={inviting && selected ? { id: selected.opportunity_id, title: selected.title } : null}
        onClose={() => setInviting(false)}
      />
    </>
  );
}
