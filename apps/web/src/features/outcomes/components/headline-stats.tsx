import { SimpleGrid } from '@mantine/core';
import { IconBriefcase, IconHeartHandshake, IconSchool, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TShare } from '@jalurkarir/shared';
import { StatCard } from '../../../components/stat-card';
import { useLang } from '../../../lib/use-lang';
import type { BmwYear } from '../api/outcomes-api';
import { formatPercent, sharePercent, shareText } from './share';

/** A share as a headline: the percentage when there is one, else the count ("3 of 4"). */
function headline(share: TShare, lang: 'id' | 'en') {
  const percent = sharePercent(share);
  return percent === null ? shareText(share, lang) : formatPercent(percent, lang);
}

/**
 * The latest graduation year at a glance. BMW is given against both denominators, side by side,
 * never one alone (a school with few respondents would otherwise look better than it is).
 */
export function HeadlineStats({ year, partnerships }: { year: BmwYear | undefined; partnerships: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" data-testid="outcomes-headline">
      {year && (
        <>
          <StatCard
            label={t('BMW {{year}} · dari seluruh lulusan ({{count}})', { year: year.graduation_year, count: year.graduates })}
            value={headline(year.bmw_of_graduates, lang)}
            icon={<IconSchool size={24} />}
            testId="stat-bmw-graduates"
          />
          <StatCard
            label={t('BMW {{year}} · dari responden ({{count}})', { year: year.graduation_year, count: year.respondents })}
            value={headline(year.bmw_of_respondents, lang)}
            icon={<IconUsers size={24} />}
            color="blue"
            testId="stat-bmw-respondents"
          />
          <StatCard
            label={t('Penempatan lewat BKK {{year}}', { year: year.graduation_year })}
            value={headline(year.placed_by_bkk, lang)}
            icon={<IconBriefcase size={24} />}
            color="teal"
            testId="stat-bkk"
          />
        </>
      )}
      <StatCard
        label={t('Kemitraan yang berlaku')}
        value={partnerships}
        icon={<IconHeartHandshake size={24} />}
        color="grape"
        testId="stat-partnerships"
      />
    </SimpleGrid>
  );
}
