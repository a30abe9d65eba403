import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconFileText, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GRADE_LABELS, USER_STATUS_LABELS, VOCATIONAL_PROGRAM_LABELS } from '@jalurkarir/shared';
import { StatusBadge } from '../../../components/status-badge';
import { PageHeader } from '../../../components/page-header';
import { UserAvatar } from '../../../components/user-avatar';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useSessionUser } from '../../../lib/session';
import { titleCase } from '../../../lib/text';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { fullProfileQuery, type FullProfile } from '../api/profile-api';
import { CompletenessCard } from '../components/completeness-card';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { ProfileSections, type ProfileMode } from '../components/profile-sections';

/** The header card: photo, name, school, program and class, account state. */
export function StudentHeaderCard({ profile, status, verified }: { profile: FullProfile; status?: string; verified?: boolean }) {
  const { t } = useTranslation();
  const p = profile.personal;
  const program = p.program ? t(VOCATIONAL_PROGRAM_LABELS[p.program as keyof typeof VOCATIONAL_PROGRAM_LABELS] ?? p.program) : null;
  const grade = p.class_name ?? (p.grade ? GRADE_LABELS[p.grade as keyof typeof GRADE_LABELS] : null);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="student-profile">
      <Group gap="lg" wrap="nowrap" align="center">
        <UserAvatar name={profile.student.name} photo={profile.student.photo} fallback="image" size={88} radius="xl" />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {titleCase(profile.student.name)}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {profile.student.school_name ?? t('Belum terhubung dengan sekolah')}
          </Text>
          {(program || grade) && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {[program, grade].filter(Boolean).join(' · ')}
            </Text>
          )}
          <Text size="sm" c="dimmed" data-testid="profile-nisn">
            NISN {profile.student.nisn ?? '—'}
          </Text>
          {status && (
            <Group gap={6}>
              <StatusBadge tone={verified ? 'success' : 'warning'}>{verified ? t('Terverifikasi') : t('Menunggu Verifikasi')}</StatusBadge>
              <StatusBadge tone={status === 'active' ? 'info' : 'neutral'}>
                {t(USER_STATUS_LABELS[status as keyof typeof USER_STATUS_LABELS])}
              </StatusBadge>
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** Scrolls to `?section=` (the completeness links) once the profile is there. */
export function useSectionScroll(ready: boolean) {
  const [params] = useSearchParams();
  const section = params.get('section');
  useEffect(() => {
    if (!ready || !section) return;
    document.getElementById(`section-${section}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [ready, section]);
}

/**
 * The whole profile of one student (own, the school's, or read-only), with its loading and error
 * states. `withCompleteness={false}` leaves out the completeness ring and its to-do list (a company
 * reading an applicant's CV has nothing to complete). `after` comes below the sections, once the
 * profile is there.
 */
export function ProfileBody({
  id,
  mode,
  header,
  withCompleteness = true,
  after,
}: {
  id: string;
  mode: ProfileMode;
  header?: (profile: FullProfile) => ReactNode;
  withCompleteness?: boolean;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const full = useQuery(fullProfileQuery(id));
  // The profile is some thousand elements: rendered as a deferred update, React builds it in slices
  // between which the phone stays responsive, instead of one long task when the answer arrives.
  const profile = useDeferredAnswer(full.data);
  useSectionScroll(!!profile);
  if (full.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {apiErrorMessage(full.error, t)}
      </Alert>
    );
  if (!profile) return <ProfileSkeleton header={!!header} completeness={withCompleteness} />;
  return (
    <Stack gap="md">
      {header?.(profile)}
      {withCompleteness && (
        <CompletenessCard
          score={profile.personal.completeness}
          missing={profile.missing}
          reader={mode === 'own' ? 'student' : 'staff'}
          studentId={id}
        />
      )}
      <ProfileSections profile={profile} mode={mode} />
      {after}
    </Stack>
  );
}

/**
 * Profil (the student's home): the CV the student fills — completeness on top, then each section as
 * a card, edited in a drawer. The sections other features own (privacy, test results, …) come as
 * children: app/student-home composes them, since features do not import each other. The signed-in
 * record (kept current by the layout) names the student, so the profile is asked for at once.
 */
export function StudentProfilePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <>
      <PageHeader
        title={t('Profil')}
        description={t('CV Anda: lengkapi agar mudah ditemukan untuk PKL dan pekerjaan')}
        actions={
          <>
            <Button
              component={Link}
              to="/student-profile/cv"
              variant="light"
              leftSection={<IconFileText size={16} aria-hidden />}
              data-testid="open-cv"
            >
              {t('Lihat CV')}
            </Button>
            <Button component={Link} to="/account" variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
              {t('Ubah Akun')}
            </Button>
          </>
        }
      />
      {user && (
        <ProfileBody
          id={user.id}
          mode="own"
          header={(profile) => <StudentHeaderCard profile={profile} status={user.status} verified={user.verified} />}
          after={
            children && (
              <Stack gap="md" mt="md">
                {children}
              </Stack>
            )
          }
        />
      )}
    </>
  );
}
