import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { StatusBadge } from '../../../components/status-badge';
import { IconAlertCircle, IconBuilding, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPANY_SIZE_LABELS, COMPANY_STATUS_LABELS, companyFields } from '@jalurkarir/shared';
import { InfoList } from '../../../components/info-list';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { regionName, useRegions } from '../../../lib/regions';
import { COMPANY_PROFILE_QUERY_KEY, fetchCompanyProfile } from '../api/company-api';
import { CompanyProfileForm } from '../components/company-profile-form';

const label = (name: string) => companyFields.find((f) => f.name === name)?.label ?? name;

/** Profil Perusahaan: the company admin's own company, shown and edited. */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const query = useQuery({ queryKey: COMPANY_PROFILE_QUERY_KEY, queryFn: fetchCompanyProfile });
  const company = query.data;
  const provinces = useRegions('provinces');
  const regencies = useRegions('regencies', company?.province_code);

  return (
    <>
      <PageHeader
        title={t('Profil Perusahaan')}
        description={t('Informasi perusahaan yang dilihat sekolah dan siswa')}
        actions={
          company && !editing ? (
            <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)} data-testid="company-edit">
              {t('Ubah Profil')}
            </Button>
          ) : null
        }
      />
      {query.isLoading && <Skeleton h={280} radius="md" />}
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
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
                ]}
              />
              <Text size="sm" c="dimmed" fw={500} mt="lg">
                {t(label('description'))}
              </Text>
              <Text mt={2} style={{ whiteSpace: 'pre-line' }}>
                {company.description || '—'}
              </Text>
            </>
          )}
        </Card>
      )}
    </>
  );
}
