import { Button, Card, Group, Menu, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/use-lang';
import { ASSESSMENT_KEY, exportResults, fetchResults } from '../api/assessment-api';
import { inLang } from './labels';

/** Results per scheme (competent share of the confirmed candidates in scope) with an export. */
export function ResultsPerSchemeCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery({ queryKey: [...ASSESSMENT_KEY, 'results'], queryFn: fetchResults });
  const download = useMutation({ mutationFn: exportResults });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="results-title" data-testid="results-per-scheme">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="results-title">
          {t('Hasil per skema')}
        </Title>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="light" size="xs" leftSection={<IconDownload size={14} aria-hidden />} loading={download.isPending}>
              {t('Ekspor')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => download.mutate('xlsx')}>Excel (.xlsx)</Menu.Item>
            <Menu.Item onClick={() => download.mutate('csv')}>CSV</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {query.data && query.data.length === 0 && <Text c="dimmed">{t('Belum ada hasil asesmen yang dikonfirmasi.')}</Text>}
      <Stack gap="sm">
        {(query.data ?? []).map((row) => {
          const share = row.assessed ? Math.round((row.competent / row.assessed) * 100) : 0;
          const name = inLang(lang, row.scheme_name_id, row.scheme_name_en);
          return (
            <div key={row.scheme_id}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                <Text size="sm" fw={600}>
                  {share}%
                </Text>
              </Group>
              <Progress value={share} color="green.8" aria-label={t('Persentase kompeten {{scheme}}', { scheme: name })} />
              <Text size="xs" c="dimmed">
                {t('Kompeten: {{competent}} dari {{assessed}} kandidat', { competent: row.competent, assessed: row.assessed })}
              </Text>
            </div>
          );
        })}
      </Stack>
    </Card>
  );
}
