import { Link, useParams } from 'react-router';
import { Alert, Anchor, Avatar, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconBriefcase, IconBuilding, IconHeartHandshake, IconTarget, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPANY_SIZE_LABELS, COMPANY_STATUS_LABELS, OPPORTUNITY_STATUS_LABELS, USER_STATUS_LABELS, type TCompany } from '@jalurkarir/shared';
import { logoUrl } from '../components/company-logo-card';
import { InfoList } from '../components/info-list';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../components/status-badge';
import { apiErrorMessage } from '../lib/api-errors';
import { tk } from '../lib/i18n';
import { crudClient, type Row } from '../lib/crud-client';
import { regionName, useRegions } from '../lib/regions';
import { formatDate } from '../lib/text';
import { ApplicantsPerStageCard } from '../features/applications/components/applicants-per-stage-card';
import { PartnershipsSummaryCard } from '../features/partnerships/components/partnerships-summary-card';

const companies = crudClient('perusahaan');
const admins = crudClient('admin-perusahaan');
const openings = crudClient('opportunity');

/** A small list card: loading, error, empty, rows. */
function ListCard({
  title,
  id,
  query,
  empty,
  children,
}: {
  title: string;
  id: string;
  query: { isLoading: boolean; error: unknown; data?: { data: Row[] } };
  empty: string;
  children: (rows: Row[]) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const rows = query.data?.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id} data-testid={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {query.isLoading && <Skeleton h={80} />}
      {query.error ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      ) : null}
      {query.data && rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
      {rows.length > 0 && children(rows)}
    </Card>
  );
}

/** Where a company admin runs each part of the overview (the pages of their menu). */
const COMPANY_LINKS = [
  { to: '/company-profile', label: tk('Profil Perusahaan'), Icon: IconBuilding },
  { to: '/md-opportunity', label: tk('Pekerjaan'), Icon: IconBriefcase },
  { to: '/applicants', label: tk('Pelamar'), Icon: IconUsers },
  { to: '/school-partnership', label: tk('Mitra Sekolah'), Icon: IconHeartHandshake },
  { to: '/recommended-student', label: tk('Rekomendasi Siswa'), Icon: IconTarget },
] as const;

function CompanyLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" component="nav" aria-label={t('Kelola perusahaan')} data-testid="company-links">
      {COMPANY_LINKS.map(({ to, label, Icon }) => (
        <Button key={to} component={Link} to={to} variant="default" size="sm" leftSection={<Icon size={16} aria-hidden />}>
          {t(label)}
        </Button>
      ))}
    </Group>
  );
}

/** `company/:id` (the Admin): one company's whole picture, reached from the company list (md-company). */
export function CompanyPage() {
  const { id = '' } = useParams();
  return <CompanyOverview id={id} own={false} />;
}

/**
 * One company's whole picture — its profile, its admins, its openings, its partnerships and its
 * applicants per stage: for the Admin (any company, back to the list) or for a company admin (`own`:
 * their company, with links to where each part is run). Composed here because it crosses features
 * (applications, partnerships).
 */
export function CompanyOverview({ id, own }: { id: string; own: boolean }) {
  const { t, i18n } = useTranslation();
  const company = useQuery({ queryKey: ['perusahaan', 'detail', id], queryFn: () => companies.detail(id), enabled: !!id });
  const adminList = useQuery({
    queryKey: ['admin-perusahaan', 'list', { company_id: id }],
    queryFn: () => admins.list({ company_id: id, per_page: 50 }),
  });
  const openingList = useQuery({
    queryKey: ['opportunity', 'list', { company_id: id }],
    queryFn: () => openings.list({ company_id: id, per_page: 50 }),
  });
  const c = company.data as (Row & TCompany) | undefined;
  const provinces = useRegions('provinces');
  const regencies = useRegions('regencies', c?.province_code);

  return (
    <>
      {!own && (
        <Anchor component={Link} to="/md-company" size="sm" mb="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <IconArrowLeft size={14} aria-hidden /> {t('Kembali ke daftar perusahaan')}
        </Anchor>
      )}
      <PageHeader
        title={c?.name ?? t('Perusahaan')}
        description={t('Gambaran lengkap perusahaan: profil, admin, lowongan, kemitraan, dan lamaran.')}
      />
      {company.isLoading && <Skeleton h={200} />}
      {company.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(company.error, t)}
        </Alert>
      )}
      {c && (
        <Stack gap="lg">
          {own && <CompanyLinks />}
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-profile-title" data-testid="company-overview">
            <Group justify="space-between" mb="md" gap="xs">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={logoUrl(c.logo)} size={48} radius="md" alt={t('Logo {{name}}', { name: c.name })}>
                  <IconBuilding size={24} aria-hidden />
                </Avatar>
                <Title order={2} size="h3" id="company-profile-title" style={{ overflowWrap: 'anywhere' }}>
                  {t('Profil Perusahaan')}
                </Title>
              </Group>
              <StatusBadge tone={c.status === 'approved' ? 'success' : 'warning'}>{t(COMPANY_STATUS_LABELS[c.status])}</StatusBadge>
            </Group>
            <InfoList
              items={[
                { label: t('Bidang Usaha'), value: c.sector ? t(c.sector) : null },
                { label: t('Jumlah Karyawan'), value: c.size ? t(COMPANY_SIZE_LABELS[c.size]) : null },
                {
                  label: t('Kabupaten/Kota'),
                  value: [regionName(regencies.data, c.city_code), regionName(provinces.data, c.province_code)].filter(Boolean).join(', '),
                },
                { label: t('Alamat'), value: c.address },
                { label: t('Narahubung'), value: [c.contact_name, c.contact_phone, c.contact_email].filter(Boolean).join(' · ') },
                { label: t('Situs Web'), value: c.website },
              ]}
            />
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ListCard title={t('Admin Perusahaan')} id="company-admins" query={adminList} empty={t('Belum ada admin perusahaan.')}>
              {(rows) => (
                <Stack gap={6}>
                  {rows.map((a) => (
                    <Group key={a.id} justify="space-between" gap="xs" wrap="nowrap">
                      <div style={{ minWidth: 0 }}>
                        {own ? (
                          <Text size="sm">{String(a.name)}</Text>
                        ) : (
                          <Anchor component={Link} to={`/md-company-admin/${a.id}`} size="sm">
                            {String(a.name)}
                          </Anchor>
                        )}
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {String(a.email ?? '')}
                        </Text>
                      </div>
                      {typeof a.status === 'string' && a.status in USER_STATUS_LABELS && (
                        <Text size="xs">{t(USER_STATUS_LABELS[a.status as keyof typeof USER_STATUS_LABELS])}</Text>
                      )}
                    </Group>
                  ))}
                </Stack>
              )}
            </ListCard>
            {/* A company admin's cards read their own company; the Admin names the one shown. */}
            <PartnershipsSummaryCard companyId={own ? undefined : id} />
          </SimpleGrid>
          <ListCard title={t('Lowongan Pekerjaan')} id="company-openings" query={openingList} empty={t('Belum ada lowongan.')}>
            {(rows) => (
              <Table.ScrollContainer minWidth={480}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('Judul')}</Table.Th>
                      <Table.Th>{t('Status')}</Table.Th>
                      <Table.Th>{t('Batas Lamaran')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((o) => (
                      <Table.Tr key={o.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/md-opportunity/${o.id}`} size="sm">
                            {String(o.title)}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{t(OPPORTUNITY_STATUS_LABELS[o.status as keyof typeof OPPORTUNITY_STATUS_LABELS] ?? String(o.status))}</Table.Td>
                        <Table.Td>{o.deadline ? formatDate(String(o.deadline), i18n.language) : '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </ListCard>
          <ApplicantsPerStageCard companyId={own ? undefined : id} />
        </Stack>
      )}
    </>
  );
}
