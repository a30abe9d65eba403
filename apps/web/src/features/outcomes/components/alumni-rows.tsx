import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAlumnus } from '@jalurkarir/shared';
import { StatusBadge } from '../../../components/status-badge';
import { isMobileWidth } from '../../../lib/layout-constants';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { useLayoutWidth } from '../../../lib/use-layout-width';
import { activityLabel, programLabel } from './labels';

/** Where the graduate is now, in a line: the company, the campus or the business. */
function whereNow(a: TAlumnus): string | null {
  if (a.activity === 'bekerja') return [a.position, a.company_name].filter(Boolean).join(', ') || null;
  if (a.activity === 'melanjutkan') return [a.study_program, a.institution].filter(Boolean).join(', ') || null;
  if (a.activity === 'wirausaha') return a.business_name;
  return a.note;
}

function ActivityBadge({ alumnus }: { alumnus: TAlumnus }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <StatusBadge tone={alumnus.activity ? 'info' : 'neutral'}>
      {alumnus.activity ? activityLabel(alumnus.activity, lang) : t('Belum diketahui')}
    </StatusBadge>
  );
}

/** The graduates as cards on phones and a table on wider screens; "Perbarui status" where the school may record one. */
export function AlumniRows({ rows, onEdit }: { rows: TAlumnus[]; onEdit?: (row: TAlumnus) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const phone = isMobileWidth(useLayoutWidth());
  const contact = (a: TAlumnus) => [a.contact_phone, a.contact_email].filter(Boolean).join(' · ') || '—';
  const edit = (a: TAlumnus) =>
    onEdit && (
      <Button
        size="xs"
        variant="light"
        onClick={() => onEdit(a)}
        aria-label={t('Perbarui status {{name}}', { name: a.name })}
        data-testid="alumni-edit"
      >
        {t('Perbarui status')}
      </Button>
    );
  if (phone)
    return (
      <Stack gap="xs" data-testid="alumni-list">
        {rows.map((a) => (
          <Card key={a.id} withBorder radius="sm" padding="sm" data-testid="alumni-row" data-name={a.name}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm">
                {a.name}
              </Text>
              <ActivityBadge alumnus={a} />
            </Group>
            <Text size="xs" c="dimmed">
              {[t('Lulus {{year}}', { year: a.graduation_year }), a.class_name, programLabel(a.program, lang)].filter(Boolean).join(' · ')}
            </Text>
            {whereNow(a) && <Text size="xs">{whereNow(a)}</Text>}
            <Text size="xs" c="dimmed">
              {contact(a)}
            </Text>
            {onEdit && <Group mt={6}>{edit(a)}</Group>}
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table striped highlightOnHover data-testid="alumni-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Nama')}</Table.Th>
          <Table.Th>{t('Tahun lulus')}</Table.Th>
          <Table.Th>{t('Kompetensi Keahlian')}</Table.Th>
          <Table.Th>{t('Status')}</Table.Th>
          <Table.Th>{t('Kontak')}</Table.Th>
          {onEdit && <Table.Th>{t('Aksi')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((a) => (
          <Table.Tr key={a.id} data-testid="alumni-row" data-name={a.name}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {a.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[a.nisn, a.class_name].filter(Boolean).join(' · ')}
              </Text>
            </Table.Td>
            <Table.Td>{a.graduation_year}</Table.Td>
            <Table.Td>{programLabel(a.program, lang)}</Table.Td>
            <Table.Td>
              <ActivityBadge alumnus={a} />
              {whereNow(a) && <Text size="xs">{whereNow(a)}</Text>}
              {a.updated_at && (
                <Text size="xs" c="dimmed">
                  {t('Diperbarui {{date}}', { date: formatDate(a.updated_at, lang) })}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="xs">{contact(a)}</Text>
            </Table.Td>
            {onEdit && <Table.Td>{edit(a)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
