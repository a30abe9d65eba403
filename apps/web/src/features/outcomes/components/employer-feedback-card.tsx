import { useState } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can, type Role } from '@jalurkarir/shared';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { fetchEmployerFeedback, OUTCOMES_KEY, type EmployerFeedback, type EmployerFeedbackCreated } from '../api/outcomes-api';
import { EmployerRequestDialog } from './employer-request-dialog';
import { programLabel } from './labels';
import { ShareLinkDialog } from './share-link-dialog';

/** Where the employer is known from, and how far the request went. */
function FeedbackState({ row }: { row: EmployerFeedback }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (row.answered_at) return <StatusBadge tone="success">{t('Dijawab {{date}}', { date: formatDate(row.answered_at, lang) })}</StatusBadge>;
  if (row.requested_at) return <StatusBadge tone="warning">{t('Diminta {{date}}', { date: formatDate(row.requested_at, lang) })}</StatusBadge>;
  return <StatusBadge tone="neutral">{t('Belum diminta')}</StatusBadge>;
}

/**
 * Employer feedback: the companies that employ the school's graduates (hired through the app, or
 * named by the graduate) and their ratings. Asking one makes a personal link, e-mailed to the company
 * when the school gives an address, and shown to copy or share by WhatsApp either way.
 */
export function EmployerFeedbackCard({ role, schoolId }: { role: Role; schoolId?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: [...OUTCOMES_KEY, 'employers', schoolId ?? ''], queryFn: () => fetchEmployerFeedback({ school_id: schoolId }) });
  const [asking, setAsking] = useState<EmployerFeedback | null>(null);
  const [link, setLink] = useState<EmployerFeedbackCreated | null>(null);
  const created = (request: EmployerFeedbackCreated) => {
    setAsking(null);
    setLink(request);
    if (request.emailed_to) notifications.show({ color: 'green', message: t('Tautan dikirim ke {{email}}', { email: request.emailed_to }) });
    void queryClient.invalidateQueries({ queryKey: [...OUTCOMES_KEY, 'employers'] });
  };
  const rate = (row: EmployerFeedback) =>
    [row.technical, row.attitude, row.communication, row.teamwork].every((v) => v !== null)
      ? t('Teknis {{a}} · Sikap {{b}} · Komunikasi {{c}} · Tim {{d}}', { a: row.technical, b: row.attitude, c: row.communication, d: row.teamwork })
      : null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="employer-feedback-title" data-testid="employer-feedback-card">
      <Title order={2} size="h4" id="employer-feedback-title">
        {t('Umpan balik perusahaan')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('Perusahaan tempat alumni bekerja (diterima lewat aplikasi atau disebut alumni) menilai keterampilan lulusan.')}
      </Text>
      {list.isLoading && <Skeleton h={120} />}
      {list.isError && <Text c="red">{apiErrorMessage(list.error, t)}</Text>}
      {list.data?.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="employer-feedback-empty">
          {t('Belum ada perusahaan yang diketahui mempekerjakan alumni.')}
        </Text>
      )}
      <Stack gap="xs">
        {list.data?.map((row) => (
          <Card key={`${row.alumni_id}-${row.company_name}`} withBorder radius="sm" padding="sm" data-testid="employer-row">
            <Group justify="space-between" gap="xs" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {row.company_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    row.alumni_name,
                    programLabel(row.program, lang),
                    t('Lulusan {{year}}', { year: row.graduation_year }),
                    row.source === 'hired' ? t('Diterima lewat aplikasi') : t('Disebut alumni'),
                  ].join(' · ')}
                </Text>
                {rate(row) && <Text size="xs">{rate(row)}</Text>}
                {row.comment && (
                  <Text size="xs" fs="italic">
                    “{row.comment}”
                  </Text>
                )}
              </div>
              <Group gap="xs">
                <FeedbackState row={row} />
                {!row.answered_at && can(role, 'employer-feedback', 'create') && (
                  <Button size="xs" variant="light" onClick={() => setAsking(row)} data-testid="employer-ask">
                    {t('Minta umpan balik')}
                  </Button>
                )}
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <EmployerRequestDialog row={asking} onClose={() => setAsking(null)} onCreated={created} />
      <ShareLinkDialog
        title={t('Tautan umpan balik untuk {{company}}', { company: link?.company_name ?? '' })}
        link={link}
        notice={
          link?.emailed_to
            ? t('Tautan sudah dikirim lewat email ke {{email}}. Anda juga dapat menyalinnya atau membagikannya lewat WhatsApp.', {
                email: link.emailed_to,
              })
            : undefined
        }
        message={t('Yth. {{company}}, mohon kesediaan menilai alumni kami {{name}} melalui tautan berikut:', {
          company: link?.company_name ?? '',
          name: link?.alumni_name ?? '',
        })}
        onClose={() => setLink(null)}
      />
    </Card>
  );
}
