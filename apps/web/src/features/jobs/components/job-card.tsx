import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconCalendarEvent, IconCash, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATION_STAGE_LABELS, CONTRACT_TYPE_LABELS } from '@jalurkarir/shared';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/text';
import type { JobSummary } from '../api/jobs-api';
import { STAGE_TONES, salaryText } from './job-format';

/** One open opening in the list: what a student weighs first (title, company, city, pay, contract, deadline). */
export function JobCard({ job }: { job: JobSummary }) {
  const { t, i18n } = useTranslation();
  const salary = salaryText(job.salary_from, job.salary_to, job.currency_code, i18n.language, t);
  const contract = CONTRACT_TYPE_LABELS[job.contract_type];
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="job-card" aria-labelledby={`job-${job.id}`}>
      <Stack gap={6} h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Anchor component={Link} to={`/jobs/${job.id}`} fw={600} size="lg" id={`job-${job.id}`} style={{ overflowWrap: 'anywhere' }}>
            {job.title}
          </Anchor>
          {contract && (
            <StatusBadge tone="info" style={{ flexShrink: 0, minWidth: 'max-content' }}>
              {t(contract)}
            </StatusBadge>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconBuilding size={16} aria-hidden />
          <Anchor component={Link} to={`/companies/${job.company_id}`} size="sm" data-testid="job-company-link">
            {job.company_name}
          </Anchor>
        </Group>
        {job.city_name && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{job.city_name}</Text>
          </Group>
        )}
        <Group gap={6} wrap="nowrap">
          <IconCash size={16} aria-hidden />
          <Text size="sm">{salary ?? t('Gaji tidak dicantumkan')}</Text>
        </Group>
        {job.deadline && (
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden />
            <Text size="sm">{t('Batas lamaran {{date}}', { date: formatDate(job.deadline, i18n.language) })}</Text>
          </Group>
        )}
        <Group gap="xs" mt="auto" pt={4}>
          {job.my_stage && (
            <StatusBadge tone={STAGE_TONES[job.my_stage]} data-testid="job-applied">
              {t('Sudah melamar')}: {t(APPLICATION_STAGE_LABELS[job.my_stage])}
            </StatusBadge>
          )}
          {!job.my_stage && job.my_invitation_status === 'pending' && <StatusBadge tone="warning">{t('Anda diundang melamar')}</StatusBadge>}
        </Group>
      </Stack>
    </Card>
  );
}
