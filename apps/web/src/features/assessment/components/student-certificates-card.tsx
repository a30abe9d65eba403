import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { ASSESSMENT_KEY, fetchAssessments, fetchCertificates } from '../api/assessment-api';
import { formatDateTime } from '../../../lib/dates';
import { CertificateStatusBadge, inLang, ResultBadge } from './labels';

/** A student's competency certificates and assessments (their profile; docs/assessment.md). */
export function StudentCertificatesCard() {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const certificates = useQuery({ queryKey: [...ASSESSMENT_KEY, 'certificates', 'mine'], queryFn: fetchCertificates });
  const assessments = useQuery({ queryKey: [...ASSESSMENT_KEY, 'list', 'mine'], queryFn: () => fetchAssessments() });
  const error = certificates.error ?? assessments.error;
  const upcoming = (assessments.data ?? []).filter((a) => a.status === 'scheduled');
  const done = (assessments.data ?? []).filter((a) => a.status === 'confirmed' && a.not_yet_competent > 0);
  // Like the test results card: a section appears once it has something in it (no empty placeholder
  // on the profile); loading and errors still show.
  const empty = certificates.data?.length === 0 && upcoming.length === 0 && done.length === 0;
  if (empty && !error && !assessments.isLoading) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="certificates-title" data-testid="student-certificates">
      <Group gap="xs" mb="sm">
        <IconCertificate size={22} aria-hidden />
        <Title order={2} size="h4" id="certificates-title">
          {t('Sertifikat Kompetensi')}
        </Title>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {apiErrorMessage(error, t)}
        </Alert>
      )}
      {(certificates.isLoading || assessments.isLoading) && <Skeleton h={80} radius="md" />}
      <Stack gap="sm">
        {certificates.data?.map((c) => (
          <Card key={c.id} withBorder radius="sm" padding="sm" data-testid="certificate">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {inLang(lang, c.scheme_name_id, c.scheme_name_en)}
                </Text>
                <Text size="sm" ff="monospace">
                  {c.number}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('Terbit {{issued}} · berlaku sampai {{until}}', {
                    issued: formatDate(c.issued_on, i18n.language),
                    until: formatDate(c.valid_until, i18n.language),
                  })}
                </Text>
              </div>
              <CertificateStatusBadge status={c.status} />
            </Group>
          </Card>
        ))}
        {upcoming.map((a) => (
          <Text key={a.id} size="sm" data-testid="upcoming-assessment">
            {t('Asesmen {{scheme}} dijadwalkan {{date}} di {{place}}', {
              scheme: inLang(lang, a.scheme_name_id, a.scheme_name_en),
              date: formatDateTime(a.scheduled_at, i18n.language),
              place: a.place,
            })}
          </Text>
        ))}
        {done.map((a) => (
          <Group key={a.id} gap="xs">
            <Text size="sm">{inLang(lang, a.scheme_name_id, a.scheme_name_en)}</Text>
            <ResultBadge result="not-yet-competent" />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
