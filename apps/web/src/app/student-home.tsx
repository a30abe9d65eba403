import { lazy, Suspense } from 'react';
import { MountWhenNear } from '../components/mount-when-near';
import { StudentProfilePage } from '../features/student/pages/student-profile-page';
import { useSessionUser } from '../lib/session';

// Their code loads with them, when the student scrolls towards them.
const PrivacyCard = lazy(async () => ({ default: (await import('../features/privacy/components/privacy-card')).PrivacyCard }));
const StudentTestResultsCard = lazy(async () => ({
  default: (await import('../features/test-results/components/student-test-results-card')).StudentTestResultsCard,
}));
const StudentCertificatesCard = lazy(async () => ({
  default: (await import('../features/assessment/components/student-certificates-card')).StudentCertificatesCard,
}));

const CARDS_HEIGHT = 400;

/**
 * The student's home (`/` and `student-profile`): the profile with the sections other features own.
 * Awaiting verification, the profile and the interest inventory's result only: privacy settings and
 * certificates are a verified student's (the API refuses them before). Those cards come after every
 * section of the profile, screens below the first on a phone: they mount (and load their code and
 * data) as the student scrolls towards them, so opening the app renders and fetches the profile alone.
 */
export function StudentHomePage() {
  const verified = useSessionUser()?.verified === true;
  return (
    <StudentProfilePage>
      <MountWhenNear minHeight={CARDS_HEIGHT}>
        <Suspense fallback={<div style={{ minHeight: CARDS_HEIGHT }} />}>
          {verified && <PrivacyCard />}
          <StudentTestResultsCard />
          {verified && <StudentCertificatesCard />}
        </Suspense>
      </MountWhenNear>
    </StudentProfilePage>
  );
}
