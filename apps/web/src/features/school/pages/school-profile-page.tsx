import { useState } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPencil, IconSchool } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SCHOOL_STATUS_LABELS, ZUpdateSchool, can, schoolFields } from '@jalurkarir/shared';
import { CrudForm } from '../../../components/crud/crud-form';
import { CrudReadView } from '../../../components/crud/crud-read-view';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { crudClient } from '../../../lib/crud-client';
import { useSessionUser } from '../../../lib/session';

const client = crudClient('sekolah');
/** The heading shows the name and the status; the rest is the profile. */
const detailFields = schoolFields.filter((f) => f.name !== 'name' && f.name !== 'status');

/**
 * Profil Sekolah: the signed-in school staff member's own school. The school admin views and
 * edits it (the same fields and rules as the Admin's school form); the headmaster and teachers
 * read it.
 */
export function SchoolProfilePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const schoolId = user?.school_id ?? '';
  const canEdit = !!user && can(user.role, 'sekolah', 'update');
  const school = useQuery({ queryKey: ['sekolah', 'detail', schoolId], queryFn: () => client.detail(schoolId), enabled: !!schoolId });
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => client.update(schoolId, body),
    onSuccess: (row) => {
      queryClient.setQueryData(['sekolah', 'detail', schoolId], row);
      void queryClient.invalidateQueries({ queryKey: ['sekolah'] });
      notifications.show({ color: 'green', message: t('Perubahan disimpan') });
      setEditing(false);
    },
  });
  const row = school.data;
  const status = row?.status as keyof typeof SCHOOL_STATUS_LABELS | undefined;

  return (
    <>
      <PageHeader
        title={t('Profil Sekolah')}
        description={canEdit ? t('Data sekolah Anda yang dilihat siswa, guru, dan perusahaan mitra') : t('Data sekolah tempat Anda terdaftar')}
        actions={
          row && canEdit && !editing ? (
            <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)} data-testid="school-edit">
              {t('Ubah Profil')}
            </Button>
          ) : null
        }
      />
      {school.isLoading && <Skeleton h={320} radius="md" />}
      {school.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(school.error, t)}
        </Alert>
      )}
      {row && (
        <Card withBorder radius="md" padding="lg" data-testid="school-profile">
          {editing ? (
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('Ubah Profil Sekolah')}
              </Title>
              <CrudForm
                fields={schoolFields}
                mode="update"
                row={row}
                schema={ZUpdateSchool}
                submitting={save.isPending}
                error={save.error}
                onSubmit={(body) => save.mutate(body)}
                onCancel={() => {
                  save.reset();
                  setEditing(false);
                }}
              />
            </Stack>
          ) : (
            <Stack gap="lg">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconSchool size={28} aria-hidden color="var(--mantine-color-jalur-7)" style={{ flexShrink: 0 }} />
                  <Title order={2} size="h3" data-testid="school-name">
                    {String(row.name)}
                  </Title>
                </Group>
                {status && (
                  <StatusBadge tone="info" style={{ flexShrink: 0 }}>
                    {t(SCHOOL_STATUS_LABELS[status])}
                  </StatusBadge>
                )}
              </Group>
              <CrudReadView fields={detailFields} row={row} />
            </Stack>
          )}
        </Card>
      )}
    </>
  );
}
