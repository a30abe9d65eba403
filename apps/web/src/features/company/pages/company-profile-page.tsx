import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { StatusBadge } from '../../../components/status-badge';
import { IconAlertCircle, IconBuilding, IconBuildingOff, IconEye, IconHourglass, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPANY_SIZE_LABELS, COMPANY_STATUS_LABELS, companyFields } from '@jalurkarir/shared';
import { CompanyLogoCard } from '../../../components/company-logo-card';
import { InfoList } from '../../../components/info-list';
import { isApiError } from '../../../lib/api-client';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { regionName, useRegions } from '../../../lib/regions';
import { COMPANY_PROFILE_QUERY_KEY, fetchCompanyProfile } from '../api/company-api';
import { CompanyPhotosCard } from '../components/company-photos-card';
import { CompanyProfileForm } from '../components/company-profile-form';

const label = (name: string) => companyFields.find((f) => f.name === name)?.label ?? name;

/**
 * "Perusahaan tidak terdaftar" (spec §8): the account names no company, so there is nothing to show
 * or edit; what to do next instead of an error.
 */
function CompanyNotRegistered() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xl" data-testid="company-not-registered">
      <Stack align="center" gap="sm" ta="center">
        <IconBuildingOff size={48} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
        <Title order={2} size="h3">
          {t('Perusahaan tidak terdaftar')}
        </Title>
        <Text c="dimmed" maw={560}>
          {t('Akun Anda belum terhubung dengan perusahaan yang terdaftar di JalurKarir.')}
        </Text>
        <List ta="left" size="sm" spacing={4} maw={560}>
          <List.Item>{t('Hubungi Admin JalurKarir agar akun Anda dihubungkan dengan perusahaan Anda.')}</List.Item>
          <List.Item>{t('Jika perusahaan Anda belum terdaftar, Admin dapat mendaftarkannya lalu menyetujuinya.')}</List.Item>
          <List.Item>{t('Setelah itu, muat ulang halaman ini untuk mengisi profil perusahaan.')}</List.Item>
        </List>
      </Stack>
    </Card>
  );
}

/** Profil Perusahaan: the company admin's own company, shown and edited. */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const query = useQuery({ queryKey: COMPANY_PROFILE_QUERY_KEY, queryFn: fetchCompanyProfile, retry: false });
  const company = query.data;
  const notRegistered = isApiError(query.error) && query.error.code === 'COMPANY_NOT_REGISTERED';
  const provinces = useRegions('provinces');
  const regencies = useRegions('regencies', company?.province_code);
  const districts = useRegions('districts', company?.city_code);
  const villages = useRegions('villages', company?.district_code);

  return (
    <>
      <PageHeader
        title={t('Profil Perusahaan')}
        description={t('Informasi perusahaan yang dilihat sekolah dan siswa')}
        actions={
          company && !editing ? (
            <>
              {company.status === 'approved' && (
                <Button
                  component={Link}
                  to={`/companies/${company.id}`}
                  variant="default"
                  leftSection={<IconEye size={16} aria-hidden />}
                  data-testid="company-public-link"
                >
                  {t('Lihat halaman untuk siswa')}
                </Button>
              )}
              <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)} data-testid="company-edit">
                {t('Ubah Profil')}
              </Button>
            </>
          ) : null
        }
      />
      {query.isLoading && <Skeleton h={280} radius="md" />}
      {notRegistered && <CompanyNotRegistered />}
      {query.isError && !notRegistered && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {company && company.status !== 'approved' && (
        <Alert
          color="orange"
          icon={<IconHourglass size={18} aria-hidden />}
          title={t('Perusahaan tidak terdaftar')}
          mb="md"
          data-testid="company-pending"
        >
          {t(
            'Perusahaan Anda menunggu persetujuan Admin JalurKarir. Lengkapi profil ini; setelah disetujui, Anda dapat mengajukan kemitraan dengan sekolah dan membuka lowongan.',
          )}
        </Alert>
      )}
      {company && !editing && (
        <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          <CompanyLogoCard company={company} onUploaded={(updated) => queryClient.setQueryData(COMPANY_PROFILE_QUERY_KEY, updated)} />
        </div>
      )}
      {company && (
        <Card withBorder radius="md" padding="lg" data-testid="company-profile">
          {editing ? (
            <CompanyProfileForm company={company} onDone={() => setEditing(false)} />
          ) : (
            <>
              <Group justify="space-between" mb="lg" gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <IconBuilding size={28} aria-hidden color="var(--mantine-color-jalur-7)" />
                  <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="company-name">
                    {company.name}
                  </Title>
                </Group>
                <StatusBadge tone={company.status === 'approved' ? 'success' : 'warning'}>{t(COMPANY_STATUS_LABELS[company.status])}</StatusBadge>
              </Group>
              <InfoList
                items={[
                  { label: t(label('sector')), value: company.sector },
                  { label: t(label('size')), value: company.size ? t(COMPANY_SIZE_LABELS[company.size]) : null },
                  { label: t(label('province_code')), value: regionName(provinces.data, company.province_code) },
                  { label: t(label('city_code')), value: regionName(regencies.data, company.city_code), testId: 'company-city' },
                  { label: t(label('district_code')), value: regionName(districts.data, company.district_code), testId: 'company-district' },
                  { label: t(label('village_code')), value: regionName(villages.data, company.village_code), testId: 'company-village' },
                  { label: t(label('address')), value: company.address },
                  { label: t(label('phone')), value: company.phone },
                  { label: t(label('email')), value: company.email },
                  {
                    label: t(label('website')),
                    value: company.website ? (
                      <Anchor href={company.website} target="_blank" rel="noopener noreferrer">
                        {company.website}
                      </Anchor>
                    ) : null,
                  },
                  { label: t(label('contact_name')), value: company.contact_name, testId: 'company-contact' },
                  { label: t(label('contact_phone')), value: company.contact_phone },
                  { label: t(label('contact_email')), value: company.contact_email },
                ]}
              />
              <Text size="sm" c="dimmed" fw={500} mt="lg">
                {t(label('description'))}
              </Text>
              <Text mt={2} style={{ whiteSpace: 'pre-line' }}>
                {company.description || '—'}
              </Text>
              <Text size="sm" c="dimmed" fw={500} mt="lg">
                {t(label('description_en'))}
              </Text>
              <Text mt={2} style={{ whiteSpace: 'pre-line' }} lang="en" data-testid="company-description-en">
                {company.description_en || '—'}
              </Text>
              {(['benefits', 'benefits_en', 'first_job', 'first_job_en'] as const).map((name) => (
                <div key={name}>
                  <Text size="sm" c="dimmed" fw={500} mt="lg">
                    {t(label(name))}
                  </Text>
                  <Text mt={2} style={{ whiteSpace: 'pre-line' }} lang={name.endsWith('_en') ? 'en' : undefined} data-testid={`company-${name}`}>
                    {company[name] || '—'}
                  </Text>
                </div>
              ))}
            </>
          )}
        </Card>
      )}
      {company && !editing && (
        <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <CompanyPhotosCard companyId={company.id} companyName={company.name} />
        </div>
      )}
    </>
  );
}
