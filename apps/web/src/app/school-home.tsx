import { Stack } from '@mantine/core';
import { ResultsPerSchemeCard } from '../features/assessment/components/results-card';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';

/**
 * Beranda of the school admin and the headmaster: the dashboard's figures, then the competency
 * results per scheme (competent share, export; docs/assessment.md). Composed here because it
 * crosses features (dashboard, assessment).
 */
export function SchoolHomePage() {
  return (
    <DashboardPage
      extra={
        <Stack gap="lg" mt="lg">
          <ResultsPerSchemeCard />
        </Stack>
      }
    />
  );
}
