import type { ComponentType } from 'react';
import { Badge, Card, Group, List, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '@jalurkarir/shared';

type Facts = NonNullable<ApplicationDetail['applicant_facts']>;
/** The certificates as the recommendations draw them (that feature's component, handed in by the router). */
export type CertificatesView = ComponentType<{ certificates: Facts['certificates']; testId?: string }>;

/**
 * What the ranking read of the applicant, as facts: the certificates (valid or expired) and the PKL a
 * company verified (where, as what, how long) beside the months of PKL and work the student recorded.
 */
export function ApplicantFactsCard({ facts, Certificates }: { facts: Facts; Certificates?: CertificatesView }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="facts-title" data-testid="applicant-facts">
      <Title order={2} size="h4" id="facts-title" mb="sm">
        {t('Sertifikat dan PKL terverifikasi')}
      </Title>
      {facts.certificates.length > 0 && Certificates ? (
        <Certificates certificates={facts.certificates} testId="applicant-certificates" />
      ) : (
        <Text size="sm" c="dimmed">
          {t('Belum ada sertifikat kompetensi.')}
        </Text>
      )}
      <Group gap="xs" mt="md">
        {facts.verified_pkl_months > 0 ? (
          <Badge color="teal.9" variant="light" leftSection={<IconShieldCheck size={14} aria-hidden />} tt="none" data-testid="verified-pkl">
            {t('PKL terverifikasi perusahaan: {{count}} bulan', { count: facts.verified_pkl_months })}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed" data-testid="verified-pkl-none">
            {t('Belum ada PKL yang diverifikasi perusahaan.')}
          </Text>
        )}
      </Group>
      {facts.verified_pkl.length > 0 && (
        <List size="sm" mt="xs" spacing={2}>
          {facts.verified_pkl.map((p) => (
            <List.Item key={`${p.company}-${p.position}`}>
              {t('{{position}} di {{company}}, {{count}} bulan', { position: p.position, company: p.company, count: p.months })}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm" c="dimmed" mt="xs">
        {t('Pengalaman PKL dan kerja yang dicatat: {{count}} bulan', { count: facts.experience_months })}
      </Text>
    </Card>
  );
}
