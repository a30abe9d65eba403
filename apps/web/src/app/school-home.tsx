import { Stack } from '@mantine/core';
import { ResultsPerSchemeCard } from '../features/assessment/components/results-card';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { OutcomesHomeCard } from '../features/outcomes/components/outcomes-home-card';

/**
 * Beranda of the school admin and the headmaster: the dashboard's figures, then the competency
 * results per scheme (competent share, export; docs/assessment.md) and the door to the graduates'
 * outcomes (docs/outcomes.md). Composed here because it crosses features (dashboard, assessment, outcomes).
 */
export function SchoolHomePage() {
  return (
    <DashboardPage
      extra={
        <Stack gap="lg" mt="lg">
          <OutcomesHomeCard />
          <ResultsPerSchemeCard />
        </Stack>
      }
    />
  );
}
