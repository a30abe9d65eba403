import { Group } from '@mantine/core';
import type { ScorePart } from '@jalurkarir/shared';
import { ApplicantDetailPage } from '../features/applications/pages/applicant-detail-page';
import { CertificateBadges } from '../features/recommendations/components/certificate-badges';
import { PartBars, ScoreRing } from '../features/recommendations/components/score-parts';
import { ProfileBody } from '../features/student/pages/student-profile-page';
import { StudentTestResultsCard } from '../features/test-results/components/student-test-results-card';

/**
 * An applicant's whole CV, read only, and the test results their application shares: they applied,
 * so their company may read both (scope `applicant-of-own-company`; never the Big Five).
 */
function ApplicantCv({ userId }: { userId: string }) {
  return (
    <>
      <StudentTestResultsCard studentId={userId} shared mt={0} />
      <ProfileBody id={userId} mode="read" withCompleteness={false} />
    </>
  );
}

/** The match as the recommendation showed it: the total as a ring, every part as a bar with its sentence. */
function ApplicantMatch({ total, parts }: { total: number; parts: readonly ScorePart[] }) {
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <ScoreRing total={total} size={88} />
      <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <PartBars parts={parts} />
      </div>
    </Group>
  );
}

/**
 * `/applicants/:id`: the application (applications feature) with the match and the certificate badges
 * (recommendations: the same badges the ranked student showed) and the student's CV (profile).
 */
export function ApplicantDetailWithCvPage() {
  return <ApplicantDetailPage Cv={ApplicantCv} Match={ApplicantMatch} Certificates={CertificateBadges} />;
}
