import { Stack } from '@mantine/core';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { OutcomesHomeCard } from '../features/outcomes/components/outcomes-home-card';

/**
 * Beranda of the Admin: the accounts' figures and the verification queue, then the door to the
 * graduates' outcomes of every school (docs/outcomes.md). Composed here because it crosses features.
 */
export function AdminHomePage() {
  return (
    <DashboardPage
      extra={
        <Stack gap="lg" mt="lg">
          <OutcomesHomeCard />
        </Stack>
      }
    />
  );
}
