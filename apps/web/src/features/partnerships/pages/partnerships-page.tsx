import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeartHandshake, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  can,
  PARTNERSHIP_STATUSES,
  PARTNERSHIP_STATUS_LABELS,
  VOCATIONAL_PROGRAMS,
  VOCATIONAL_PROGRAM_LABELS,
  type PartnershipStatus,
  type TPartnership,
  type VocationalProgram,
} from '@jalurkarir/shared';
import { ListLoadState, ListPager, ListSearchForm, useSearchPaging } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { isMobileWidth } from '../../../lib/layout-constants';
import { formatDate } from '../../../lib/text';
import { useLayoutWidth } from '../../../lib/use-layout-width';
import { fetchPartnerships, PARTNERSHIPS_KEY } from '../api/partnerships-api';
import { PartnershipStatusBadge, programName, usePartnershipSide } from '../components/partnership-status';
import { RequestDialog } from '../components/request-dialog';

const PER_PAGE = 20;

function period(p: TPartnership, lang: string) {
  return p.start_date && p.end_date ? `${formatDate(p.start_date, lang)} – ${formatDate(p.end_date, lang)}` : null;
}

type Side = ReturnType<typeof usePartnershipSide>['side'];

/** The partnership filters (status, program, search) and the page of partnerships they select. */
function usePartnershipList() {
  const [status, setStatus] = useState<PartnershipStatus | 'all'>('all');
  const [program, setProgram] = useState<VocationalProgram | 'all'>('all');
  const paging = useSearchPaging();
  const filters = {
    status: status === 'all' ? undefined : status,
    program: program === 'all' ? undefined : program,
    search: paging.search || undefined,
  };
  const list = useQuery({
    queryKey: [...PARTNERSHIPS_KEY, 'list', filters, paging.page],
    queryFn: () => fetchPartnerships({ ...filters, page: paging.page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const chooseStatus = (v: string | null) => {
    setStatus(PARTNERSHIP_STATUSES.find((s) => s === v) ?? 'all');
    paging.setPage(1);
  };
  const chooseProgram = (v: string | null) => {
    setProgram(VOCATIONAL_PROGRAMS.find((p) => p === v) ?? 'all');
    paging.setPage(1);
  };
  const filtered = Boolean(filters.status || filters.program || filters.search);
  return { status, chooseStatus, program, chooseProgram, paging, list, filtered };
}

/** The other party of a partnership as this side sees it (both for the Admin). */
function counterpartOf(side: Side) {
  return (p: TPartnership) => (side === 'company' ? p.school_name : side === 'school' ? p.company_name : `${p.company_name} — ${p.school_name}`);
}

function PartnershipsEmpty({ filtered, side }: { filtered: boolean; side: Side }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="xs" data-testid="partnerships-empty">
      <IconHeartHandshake size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text c="dimmed" ta="center">
        {filtered
          ? t('Tidak ada kemitraan yang cocok dengan filter ini.')
          : side === 'company'
            ? t('Belum ada kemitraan. Cari sekolah dan ajukan kemitraan pertama Anda.')
            : t('Belum ada kemitraan.')}
      </Text>
    </Stack>
  );
}

/** The partnerships as linked cards on phones, a table on wider screens. */
function PartnershipRows({ rows, side }: { rows: TPartnership[]; side: Side }) {
  const { t, i18n } = useTranslation();
  const phone = isMobileWidth(useLayoutWidth());
  const counterpart = counterpartOf(side);
  if (phone)
    return (
      <Stack gap="xs" data-testid="partnerships-list">
        {rows.map((p) => (
          <Card
            key={p.id}
            withBorder
            radius="sm"
            padding="sm"
            component={Link}
            to={`/school-partnership/${p.id}`}
            data-testid="partnership-row"
            data-name={counterpart(p)}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm">
                {counterpart(p)}
              </Text>
              <PartnershipStatusBadge status={p.status} />
            </Group>
            <Text size="xs" c="dimmed">
              {[p.programs.map((c) => t(programName(c))).join(', '), p.mou_number, period(p, i18n.language)].filter(Boolean).join(' · ')}
            </Text>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table striped highlightOnHover data-testid="partnerships-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{side === 'company' ? t('Sekolah') : side === 'school' ? t('Perusahaan') : t('Perusahaan — Sekolah')}</Table.Th>
          <Table.Th>{t('Kompetensi Keahlian')}</Table.Th>
          <Table.Th>{t('Nomor MoU')}</Table.Th>
          <Table.Th>{t('Masa Berlaku')}</Table.Th>
          <Table.Th>{t('Status')}</Table.Th>
          <Table.Th>{t('Diperbarui')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((p) => (
          <Table.Tr key={p.id} data-testid="partnership-row" data-name={counterpart(p)}>
            <Table.Td>
              <Anchor component={Link} to={`/school-partnership/${p.id}`} fw={500} size="sm">
                {counterpart(p)}
              </Anchor>
              {side === 'company' && p.school_city && (
                <Text size="xs" c="dimmed">
                  {p.school_city}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{p.programs.map((c) => t(programName(c))).join(', ')}</Table.Td>
            <Table.Td>{p.mou_number ?? '—'}</Table.Td>
            <Table.Td>{period(p, i18n.language) ?? '—'}</Table.Td>
            <Table.Td>
              <PartnershipStatusBadge status={p.status} />
            </Table.Td>
            <Table.Td>{formatDate(p.updated_at, i18n.language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Mitra Sekolah (`/school-partnership`): a company's partnerships with schools, or a school's with
 * companies (the same screen under the school's menu), with filters; the company asks a new school
 * from here. Phones get cards, wider screens a table. Rules: docs/partnerships.md.
 */
export function PartnershipsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { role, side } = usePartnershipSide();
  const { status, chooseStatus, program, chooseProgram, paging, list, filtered } = usePartnershipList();
  const [requesting, setRequesting] = useState(false);
  const title = side === 'company' ? t('Mitra Sekolah') : side === 'school' ? t('Mitra Perusahaan') : t('Kemitraan Sekolah');
  const description =
    side === 'company'
      ? t('Sekolah yang bermitra dengan perusahaan Anda: permintaan, perjanjian (MoU), dan riwayatnya.')
      : side === 'school'
        ? t('Perusahaan yang bermitra dengan sekolah Anda: permintaan yang perlu dijawab, perjanjian (MoU), dan riwayatnya.')
        : t('Semua kemitraan antara perusahaan dan sekolah.');

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          can(role, 'partnership', 'create') ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRequesting(true)} data-testid="partnership-request">
              {t('Ajukan Kemitraan')}
            </Button>
          ) : undefined
        }
      />
      <Card withBorder radius="md" padding="md">
        <ListSearchForm paging={paging} placeholder={side === 'company' ? t('Nama sekolah atau nomor MoU') : t('Nama perusahaan atau nomor MoU')}>
          <Select
            label={t('Status')}
            data={[
              { value: 'all', label: t('Semua status') },
              ...PARTNERSHIP_STATUSES.map((s) => ({ value: s, label: t(PARTNERSHIP_STATUS_LABELS[s]) })),
            ]}
            value={status}
            onChange={chooseStatus}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
            data-testid="partnership-status-filter"
          />
          <Select
            label={t('Kompetensi Keahlian')}
            data={[
              { value: 'all', label: t('Semua jurusan') },
              ...VOCATIONAL_PROGRAMS.map((p) => ({ value: p, label: t(VOCATIONAL_PROGRAM_LABELS[p]) })),
            ]}
            value={program}
            onChange={chooseProgram}
            allowDeselect={false}
            searchable
            w={{ base: '100%', xs: 240 }}
          />
        </ListSearchForm>
        <ListLoadState loading={list.isLoading} error={list.isError ? list.error : null} withIcon />
        {list.data && list.data.data.length === 0 && <PartnershipsEmpty filtered={filtered} side={side} />}
        {list.data && list.data.data.length > 0 && <PartnershipRows rows={list.data.data} side={side} />}
        <ListPager totalPages={list.data?.total_pages} page={paging.page} onChange={paging.setPage} />
      </Card>
      {requesting && (
        <RequestDialog
          onClose={() => setRequesting(false)}
          onDone={async (created) => {
            setRequesting(false);
            notifications.show({ color: 'green', message: t('Permintaan kemitraan dikirim ke {{school}}', { school: created.school_name }) });
            await queryClient.invalidateQueries({ queryKey: PARTNERSHIPS_KEY });
            void navigate(`/school-partnership/${created.id}`);
          }}
        />
      )}
    </>
  );
}
