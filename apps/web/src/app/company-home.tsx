import { SimpleGrid, Stack } from '@mantine/core';
import { ApplicantsPerStageCard } from '../features/applications/components/applicants-per-stage-card';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { RecentActivityCard } from '../features/notifications/components/recent-activity-card';
import { PartnershipsSummaryCard } from '../features/partnerships/components/partnerships-summary-card';

/**
 * Beranda of a company admin: the company card and figures of the dashboard, then the
 * applicants per stage of each opening (chart and table), the partner schools, and recent activity.
 * Composed here because it crosses features (dashboard, applications, partnerships, notifications).
 */
export function CompanyHomePage() {
  return (
    <DashboardPage
      extra={
        <Stack gap="lg" mt="lg">
          <ApplicantsPerStageCard />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <PartnershipsSummaryCard />
            <RecentActivityCard />
          </SimpleGrid>
        </Stack>
      }
    />
  );
}
