import { Stack } from '@mantine/core';
import { PendingVerification } from '../features/dashboard/components/pending-verification';
import { WhileWaitingCard } from '../features/student/components/while-waiting-card';
import { useSessionUser } from '../lib/session';

/** `/` of a student awaiting verification: the waiting welcome, and what they can already start. */
export function PendingStudentHomePage() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Stack gap={0} pb="lg">
      <PendingVerification user={user} />
      <WhileWaitingCard />
    </Stack>
  );
}
