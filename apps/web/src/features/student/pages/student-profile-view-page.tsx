import { Button } from '@mantine/core';
import { IconArrowLeft, IconFileText, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { can } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { useSessionUser } from '../../../lib/session';
import { ProfileBody, StudentHeaderCard } from './student-profile-page';

/**
 * A student's profile as their school's staff (and the Admin) open it, from the completeness page:
 * the school admin and the Admin edit the records, the headmaster and teachers read them.
 */
export function StudentProfileViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useSessionUser();
  const mode = user && can(user.role, 'student-relation', 'update') ? 'school' : 'read';
  return (
    <>
      <PageHeader
        title={t('Profil Siswa')}
        description={mode === 'school' ? t('Anda dapat melengkapi riwayat siswa ini') : t('Hanya baca')}
        actions={
          <>
            <Button component={Link} to="/completeness" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
              {t('Kembali')}
            </Button>
            {mode === 'school' && (
              <Button
                component={Link}
                to={`/md-student/${encodeURIComponent(id)}`}
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('Ubah Data Siswa')}
              </Button>
            )}
            <Button
              component={Link}
              to={`/student-profile/cv?id=${encodeURIComponent(id)}`}
              variant="light"
              leftSection={<IconFileText size={16} aria-hidden />}
            >
              {t('Lihat CV')}
            </Button>
          </>
        }
      />
      <ProfileBody id={id} mode={mode} header={(profile) => <StudentHeaderCard profile={profile} />} />
    </>
  );
}
