import { lazy } from 'react';
import { MountWhenNear } from '../components/mount-when-near';
import { StudentProfilePage } from '../features/student/pages/student-profile-page';
import { useSessionUser } from '../lib/session';

// Their code loads with them, when the student scrolls towards them.
const StudentHomeCards = lazy(() => import('./student-home-cards'));

/**
 * The student's home (`/` and `student-profile`): the profile with the cards other features own.
 * Those cards come after every section of the profile, screens below the first on a phone: they
 * mount (and load their code and data) as the student scrolls towards them, so opening the app
 * renders and fetches the profile alone.
 */
export function StudentHomePage() {
  const verified = useSessionUser()?.verified === true;
  return (
    <StudentProfilePage>
      <MountWhenNear minHeight={400}>
        <StudentHomeCards verified={verified} />
      </MountWhenNear>
    </StudentProfilePage>
  );
}
