import { Link } from 'react-router';
import { Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/use-lang';
import { fetchOutcomeFigures, OUTCOMES_KEY } from '../api/outcomes-api';
import { shareText } from './share';

/**
 * The home page's door to the outcome dashboard (the headmaster's, the school admin's and the
 * Admin's): the latest year's BMW against both denominators, and the link to the whole picture.
 */
export function OutcomesHomeCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const figures = useQuery({ queryKey: [...OUTCOMES_KEY, 'figures', {}], queryFn: () => fetchOutcomeFigures({}) });
  const latest = [...(figures.data?.bmw ?? [])].sort((a, b) => b.graduation_year - a.graduation_year)[0];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="outcomes-home-title" data-testid="outcomes-home-card">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Title order={2} size="h4" id="outcomes-home-title">
            {t('Capaian Lulusan')}
          </Title>
          {figures.isLoading && <Skeleton h={20} mt="xs" w={280} />}
          {figures.data && (
            <Text size="sm" mt={4} data-testid="outcomes-home-headline">
              {latest
                ? t('BMW lulusan {{year}}: {{graduates}} dari seluruh lulusan · {{respondents}} dari responden', {
                    year: latest.graduation_year,
                    graduates: shareText(latest.bmw_of_graduates, lang),
                    respondents: shareText(latest.bmw_of_respondents, lang),
                  })
                : t('Belum ada alumni untuk pilihan ini.')}
            </Text>
          )}
        </div>
        <Button component={Link} to="/outcomes" variant="light" leftSection={<IconChartBar size={16} aria-hidden />} data-testid="outcomes-home-link">
          {t('Lihat Capaian Lulusan')}
        </Button>
      </Group>
    </Card>
  );
}
