import { StudentCertificatesCard } from '../features/assessment/components/student-certificates-card';
import { PrivacyCard } from '../features/privacy/components/privacy-card';
import { StudentProfilePage } from '../features/student/pages/student-profile-page';
import { StudentTestResultsCard } from '../features/test-results/components/student-test-results-card';

/** The student's home (`/` and `student-profile`): the profile with the sections other features own. */
export function StudentHomePage() {
  return (
    <StudentProfilePage>
      <PrivacyCard />
      <StudentTestResultsCard />
      <StudentCertificatesCard />
    </StudentProfilePage>
  );
}
