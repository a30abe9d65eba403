import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, MultiSelect, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GRADES, VOCATIONAL_PROGRAMS, VOCATIONAL_PROGRAM_LABELS, type TPublicSchool, type VocationalProgram } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { crudClient } from '../../../lib/crud-client';
import { getStoredUser } from '../../../lib/session';
import { useLang } from '../../../lib/use-lang';
import {
  assignTest,
  fetchAssignments,
  fetchClassGroups,
  inLang,
  TESTS_KEY,
  unassignTest,
  type TestAssignment,
  type TestCompletion,
} from '../api/tests-api';
import { EMPTY_ASSIGN, groupChoices, groupReach, toAssignBody, validateAssign, type AssignTarget, type AssignValues } from '../assign-form';

const students = crudClient('siswa');
type Translate = (k: string, o?: Record<string, unknown>) => string;

function describeAssignment(a: TestAssignment, t: Translate, schools: Map<string, string>) {
  if (a.student_name) return a.student_name;
  const parts = [
    a.school_id ? (schools.get(a.school_id) ?? t('Sekolah')) : t('Semua siswa'),
    a.grade ? t('Kelas {{grade}}', { grade: a.grade }) : null,
    a.program ? t(VOCATIONAL_PROGRAM_LABELS[a.program as VocationalProgram] ?? a.program) : null,
    a.class_name,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The students picker of "Siswa tertentu": searched on the server, shown with their NISN. */
function StudentPicker({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const options = useQuery({ queryKey: [...TESTS_KEY, 'students', search], queryFn: () => students.all(search || undefined) });
  const data = useMemo(
    () => (options.data ?? []).map((row) => ({ value: row.id, label: [row.name, row.nisn].filter((v) => typeof v === 'string' && v).join(' · ') })),
    [options.data],
  );
  return (
    <MultiSelect
      label={t('Siswa')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('Tidak ditemukan')}
      filter={({ options: all }) => all}
      error={error}
    />
  );
}

/**
 * Assigning a test: to a whole school, a class group offered from the school's student records (with
 * each group's size and how many students the choice reaches), or named students; the assignments so
 * far below, each removable.
 */
export function AssignDialog({ test, onClose, studentId }: { test: TestCompletion; onClose: () => void; studentId?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const admin = getStoredUser()?.role === 'admin';
  // Opened from a student's request for this test: that student is picked already.
  const [values, setValues] = useState<AssignValues>(studentId ? { ...EMPTY_ASSIGN, target: 'students', studentIds: [studentId] } : EMPTY_ASSIGN);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<AssignValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  const schools = useQuery({
    queryKey: ['sekolah', 'all'],
    queryFn: async () => (await api.get<{ data: TPublicSchool[] }>('/sekolah/all')).data,
    enabled: admin,
  });
  const schoolNames = useMemo(() => new Map((schools.data ?? []).map((s) => [s.id, s.name])), [schools.data]);
  const groups = useQuery({
    queryKey: [...TESTS_KEY, 'class-groups', values.schoolId],
    queryFn: () => fetchClassGroups(values.schoolId),
    enabled: !admin || !!values.schoolId,
  });
  const groupRows = groups.data ?? [];
  const assignments = useQuery({ queryKey: [...TESTS_KEY, 'assignments', test.id], queryFn: () => fetchAssignments(test.id) });
  const refresh = async () => queryClient.invalidateQueries({ queryKey: [...TESTS_KEY] });
  const assign = useMutation({
    mutationFn: () => assignTest(test.id, toAssignBody(values, admin)),
    onSuccess: async (result) => {
      notifications.show({ color: 'green', message: t('Ditugaskan kepada {{count}} siswa', { count: result.reached }) });
      set({ studentIds: [] });
      await refresh();
    },
    onError: (error) => setErrors(apiFieldErrors(error)),
  });
  const submit = () => {
    const found = validateAssign(values, admin, groupRows);
    setErrors(found);
    if (!Object.keys(found).length) assign.mutate();
  };
  const remove = useMutation({ mutationFn: (assignmentId: string) => unassignTest(test.id, assignmentId), onSuccess: refresh });
  const reach = values.target === 'group' && (values.grade || values.program || values.className) ? groupReach(groupRows, values) : null;
  const fieldError = (name: string) => (errors[name] ? t(errors[name]) : undefined);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('Tugaskan: {{name}}', { name: inLang(lang, test) })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('Tutup') }}
    >
      <Stack gap="md">
        <SegmentedControl
          value={values.target}
          onChange={(v) => set({ target: v as AssignTarget })}
          data={[
            { value: 'school', label: t('Seluruh sekolah') },
            { value: 'group', label: t('Kelompok kelas') },
            { value: 'students', label: t('Siswa tertentu') },
          ]}
          fullWidth
        />
        {admin && values.target !== 'students' && (
          <Select
            label={t('Sekolah')}
            data={(schools.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={values.schoolId}
            onChange={(schoolId) => set({ schoolId, className: null })}
            searchable
            required
            error={fieldError('school_id')}
          />
        )}
        {values.target === 'group' && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label={t('Tingkat')} data={[...GRADES]} value={values.grade} onChange={(grade) => set({ grade, className: null })} clearable />
            <Select
              label={t('Kompetensi keahlian')}
              data={VOCATIONAL_PROGRAMS.map((p) => ({ value: p, label: t(VOCATIONAL_PROGRAM_LABELS[p]) }))}
              value={values.program}
              onChange={(program) => set({ program, className: null })}
              clearable
              searchable
            />
            <Select
              label={t('Rombel')}
              data={groupChoices(groupRows, values).map((g) => ({
                value: g.class_name,
                label: `${g.class_name} · ${t('{{count}} siswa', { count: g.students })}`,
              }))}
              value={values.className}
              onChange={(className) => set({ className })}
              clearable
              searchable
              nothingFoundMessage={t('Tidak ditemukan')}
              error={fieldError('class_name')}
            />
          </SimpleGrid>
        )}
        {reach !== null && (
          <Text size="sm" c={reach ? 'dimmed' : 'red'} data-testid="assign-reach" aria-live="polite">
            {reach ? t('Akan ditugaskan kepada {{count}} siswa', { count: reach }) : t('Tidak ada siswa aktif di kelompok ini')}
          </Text>
        )}
        {values.target === 'students' && (
          <StudentPicker value={values.studentIds} onChange={(studentIds) => set({ studentIds })} error={fieldError('student_ids')} />
        )}
        {assign.error && !Object.keys(errors).length && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {apiErrorMessage(assign.error, t)}
          </Alert>
        )}
        <Group>
          <Button onClick={submit} loading={assign.isPending} data-testid="assign-submit">
            {t('Tugaskan')}
          </Button>
        </Group>
        <Text fw={600}>{t('Sudah ditugaskan kepada')}</Text>
        {assignments.isLoading && <Skeleton h={40} />}
        {assignments.data?.length === 0 && <Text c="dimmed">{t('Belum ditugaskan.')}</Text>}
        <Stack gap={4} data-testid="assignment-list">
          {(assignments.data ?? []).map((a) => (
            <Group key={a.id} justify="space-between" wrap="nowrap">
              <Text size="sm">{describeAssignment(a, t, schoolNames)}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('Hapus penugasan')}
                onClick={() => remove.mutate(a.id)}
                disabled={!admin && !a.school_id}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
