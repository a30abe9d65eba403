import { principalOfUser } from '../../../app/access';
import { useSessionUser } from '../../../lib/session';
import { CompanyPklPage } from './company-pkl-page';
import { SchoolPklPage } from './school-pkl-page';
import { StudentPklPage } from './student-pkl-page';
import { TeacherPklPage } from './teacher-pkl-page';

/**
 * `#/pkl`: one route, each role's PKL home — the student's journal, the teacher's supervised
 * students, the company's PKL students and validations, the school's (and the headmaster's and the
 * Admin's) placements and overview. The route's guard lets in only these roles.
 */
export function PklHomePage() {
  const user = useSessionUser();
  if (!user) return null;
  switch (user.role) {
    case 'siswa':
      return <StudentPklPage user={user} />;
    case 'guru':
      return <TeacherPklPage />;
    case 'admin_perusahaan':
      return <CompanyPklPage supervisor={principalOfUser(user) === 'pembimbing_industri'} />;
    default:
      return <SchoolPklPage role={user.role} />;
  }
}
