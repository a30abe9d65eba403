import { StudentCertificatesCard } from '../features/assessment/components/student-certificates-card';
import { PrivacyCard } from '../features/privacy/components/privacy-card';
import { StudentTestResultsCard } from '../features/test-results/components/student-test-results-card';

/**
 * The cards other features own, below the student's profile: privacy settings and certificates are a
 * verified student's (the API refuses them before); the latest test results are everyone's.
 */
export default function StudentHomeCards({ verified }: { verified: boolean }) {
  return (
    <>
      {verified && <PrivacyCard />}
      <StudentTestResultsCard />
      {verified && <StudentCertificatesCard />}
    </>
  );
}
