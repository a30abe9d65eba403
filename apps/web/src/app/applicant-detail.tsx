import { ApplicantDetailPage } from '../features/applications/pages/applicant-detail-page';
import { ProfileBody } from '../features/student/pages/student-profile-page';

/** An applicant's whole CV, read only: they applied, so their company may read it (scope `applicant-of-own-company`). */
function ApplicantCv({ userId }: { userId: string }) {
  return <ProfileBody id={userId} mode="read" withCompleteness={false} />;
}

/** `/applicants/:id`: the application (applications feature) with the student's CV (profile feature). */
export function ApplicantDetailWithCvPage() {
  return <ApplicantDetailPage Cv={ApplicantCv} />;
}
