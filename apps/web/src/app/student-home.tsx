import { StudentCertificatesCard } from '../features/assessment/components/student-certificates-card';
import { PrivacyCard } from '../features/privacy/components/privacy-card';
import { StudentProfilePage } from '../features/student/pages/student-profile-page';
import { StudentTestResultsCard } from '../features/test-results/components/student-test-results-card';
import { useSessionUser } from '../lib/session';

/**
 * The student's home (`/` and `student-profile`): the profile with the sections other features own.
 * Awaiting verification, the profile and the interest inventory's result only: privacy settings and
 * certificates are a verified student's (the API refuses them before).
 */
export function StudentHomePage() {
  const verified = useSessionUser()?.verified === true;
  return (
    <StudentProfilePage>
      {verified && <PrivacyCard />}
      <StudentTestResultsCard />
      {verified && <StudentCertificatesCard />}
    </StudentProfilePage>
  );
}
