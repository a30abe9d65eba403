import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { StatusBadge } from '../../../components/status-badge';
import { IconArrowRight, IconBuilding, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPANY_SIZE_LABELS, COMPANY_STATUS_LABELS } from '@jalurkarir/shared';
import { InfoList } from '../../../components/info-list';
import type { CompanySummary } from '../api/dashboard-api';
import { useLang } from '../../../lib/use-lang';

export function CompanyDashboard({ summary }: { summary: CompanySummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const company = summary.company;
  if (!company) {
    return (
      <Alert color="orange" icon={<IconBuilding size={18} aria-hidden />}>
        {t('Akun Anda belum terhubung dengan perusahaan.')}
      </Alert>
    );
  }
  // The English description where one is stored and the reader reads English; else the Indonesian one.
  const description = (lang === 'en' && company.description_en) || company.description;
  return (
    <Stack gap="lg">
      {company.status === 'pending' && (
        <Alert color="orange" icon={<IconHourglass size={18} aria-hidden />} data-testid="company-pending">
          {t('Perusahaan Anda menunggu persetujuan Admin.')}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-card-title" data-testid="company-card">
        <Group justify="space-between" mb="md" gap="xs">
          <Group gap="sm" wrap="nowrap">
            <IconBuilding size={28} aria-hidden color="var(--mantine-color-jalur-7)" />
            <Title order={2} size="h3" id="company-card-title">
              {company.name}
            </Title>
          </Group>
          <StatusBadge tone={company.status === 'approved' ? 'success' : 'warning'}>{t(COMPANY_STATUS_LABELS[company.status])}</StatusBadge>
        </Group>
        <InfoList
          items={[
            { label: t('Bidang Usaha'), value: company.sector ? t(company.sector) : null },
            { label: t('Jumlah Karyawan'), value: company.size ? t(COMPANY_SIZE_LABELS[company.size]) : null },
            { label: t('Email'), value: company.email },
            { label: t('Telepon'), value: company.phone },
          ]}
        />
        {description && (
          <Text mt="md" c="dimmed" lineClamp={3} lang={description === company.description_en ? 'en' : 'id'}>
            {description}
          </Text>
        )}
        <Group mt="lg">
          <Button component={Link} to="/company-profile" rightSection={<IconArrowRight size={16} aria-hidden />}>
            {t('Lihat Profil Perusahaan')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
