import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AttemptStatus } from '@jalurkarir/shared';
import { StatusBadge, type Tone } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { exportStudentProgress, fetchStudentProgress, inLang, TESTS_KEY, type TestCompletion } from '../api/tests-api';
import { STATUS_LABELS } from './labels';

const TONE: Record<AttemptStatus, Tone> = { not_started: 'warning', in_progress: 'info', submitted: 'success' };

/** Each student a test is assigned to and where they stand, who has not started first, with the spreadsheet. */
export function StudentProgressDialog({ test, onClose }: { test: TestCompletion; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery({ queryKey: [...TESTS_KEY, 'student-progress', test.id], queryFn: () => fetchStudentProgress(test.id) });
  const rows = query.data ?? [];
  const waiting = rows.filter((r) => r.status === 'not_started').length;
  return (
    <Modal opened onClose={onClose} title={t('Siswa: {{name}}', { name: inLang(lang, test) })} size="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm">{t('{{waiting}} dari {{total}} siswa belum mulai', { waiting, total: rows.length })}</Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => void exportStudentProgress(test.id, 'xlsx')}
            disabled={!rows.length}
          >
            {t('Unduh daftar')}
          </Button>
        </Group>
        {query.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {apiErrorMessage(query.error, t)}
          </Alert>
        )}
        {query.isLoading && <Skeleton h={120} />}
        {query.data?.length === 0 && <Text c="dimmed">{t('Belum ditugaskan.')}</Text>}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={320}>
            <Table striped data-testid="student-progress">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Nama')}</Table.Th>
                  <Table.Th>{t('Rombel')}</Table.Th>
                  <Table.Th>{t('Status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.class_name ?? '—'}</Table.Td>
                    <Table.Td>
                      <StatusBadge tone={TONE[row.status]}>{t(STATUS_LABELS[row.status])}</StatusBadge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  );
}
