import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Modal,
  MultiSelect,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconDownload, IconTrash, IconUsersPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VOCATIONAL_PROGRAMS, VOCATIONAL_PROGRAM_LABELS, type VocationalProgram } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { api } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-errors';
import { crudClient } from '../../../lib/crud-client';
import { getStoredUser } from '../../../lib/session';
import { useLang } from '../../../lib/use-lang';
import {
  assignTest,
  exportCompletion,
  fetchAssignments,
  fetchCompletion,
  inLang,
  TESTS_KEY,
  unassignTest,
  type TestAssignment,
  type TestCompletion,
} from '../api/tests-api';
import { KIND_LABELS } from '../components/labels';

const students = crudClient('siswa');
type Target = 'school' | 'group' | 'students';

function describeAssignment(a: TestAssignment, t: (k: string, o?: Record<string, unknown>) => string, schools: Map<string, string>) {
  if (a.student_name) return a.student_name;
  const parts = [
    a.school_id ? (schools.get(a.school_id) ?? t('Sekolah')) : t('Semua siswa'),
    a.grade ? t('Kelas {{grade}}', { grade: a.grade }) : null,
    a.program ? t(VOCATIONAL_PROGRAM_LABELS[a.program as VocationalProgram] ?? a.program) : null,
    a.class_name,
  ];
  return parts.filter(Boolean).join(' · ');
}

function AssignDialog({ test, onClose }: { test: TestCompletion; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const admin = getStoredUser()?.role === 'admin';
  const [target, setTarget] = useState<Target>('group');
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const [grade, setGrade] = useState<string | null>(null);
  const [program, setProgram] = useState<string | null>(null);
  const [className, setClassName] = useState('');
  const [studentIds, setStudentIds] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const schools = useQuery({
    queryKey: ['sekolah', 'all'],
    queryFn: async () => (await api.get<{ data: { id: string; name: string }[] }>('/sekolah/all')).data,
    enabled: admin,
  });
  const schoolNames = useMemo(() => new Map((schools.data ?? []).map((s) => [s.id, s.name])), [schools.data]);
  const assignments = useQuery({ queryKey: [...TESTS_KEY, 'assignments', test.id], queryFn: () => fetchAssignments(test.id) });
  const options = useQuery({
    queryKey: [...TESTS_KEY, 'students', search],
    queryFn: () => students.all(search || undefined),
    enabled: target === 'students',
  });
  const studentData = useMemo(
    () => (options.data ?? []).map((row) => ({ value: row.id, label: [row.name, row.nisn].filter((v) => typeof v === 'string' && v).join(' · ') })),
    [options.data],
  );
  const refresh = async () => queryClient.invalidateQueries({ queryKey: [...TESTS_KEY] });
  const assign = useMutation({
    mutationFn: () =>
      assignTest(test.id, {
        target,
        school_id: admin ? schoolId : null,
        grade: target === 'group' ? grade : null,
        program: target === 'group' ? (program as VocationalProgram | null) : null,
        class_name: target === 'group' ? className || null : null,
        student_ids: target === 'students' ? studentIds : [],
      }),
    onSuccess: async () => {
      setStudentIds([]);
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: (assignmentId: string) => unassignTest(test.id, assignmentId), onSuccess: refresh });
  return (
    <Modal opened onClose={onClose} title={t('Tugaskan: {{name}}', { name: inLang(lang, test) })} size="lg">
      <Stack gap="md">
        <SegmentedControl
          value={target}
          onChange={(v) => setTarget(v as Target)}
          data={[
            { value: 'school', label: t('Seluruh sekolah') },
            { value: 'group', label: t('Kelompok kelas') },
            { value: 'students', label: t('Siswa tertentu') },
          ]}
          fullWidth
        />
        {admin && target !== 'students' && (
          <Select
            label={t('Sekolah')}
            data={(schools.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={schoolId}
            onChange={setSchoolId}
            searchable
            required
          />
        )}
        {target === 'group' && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label={t('Tingkat')} data={['10', '11', '12']} value={grade} onChange={setGrade} clearable />
            <Select
              label={t('Kompetensi keahlian')}
              data={VOCATIONAL_PROGRAMS.map((p) => ({ value: p, label: t(VOCATIONAL_PROGRAM_LABELS[p]) }))}
              value={program}
              onChange={setProgram}
              clearable
              searchable
            />
            <TextInput label={t('Rombel')} placeholder="XI RPL 1" value={className} onChange={(e) => setClassName(e.currentTarget.value)} />
          </SimpleGrid>
        )}
        {target === 'students' && (
          <MultiSelect
            label={t('Siswa')}
            data={studentData}
            value={studentIds}
            onChange={setStudentIds}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={t('Tidak ditemukan')}
            filter={({ options: all }) => all}
          />
        )}
        {assign.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {apiErrorMessage(assign.error, t)}
          </Alert>
        )}
        <Group>
          <Button onClick={() => assign.mutate()} loading={assign.isPending} data-testid="assign-submit">
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

/** Penugasan Tes: completion per test (assigned / started / submitted) with export, and assignment. */
export function TestAssignmentPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [assigning, setAssigning] = useState<TestCompletion | null>(null);
  const query = useQuery({ queryKey: [...TESTS_KEY, 'completion'], queryFn: fetchCompletion });
  return (
    <>
      <PageHeader
        title={t('Penugasan Tes')}
        description={t('Siapa yang ditugaskan setiap tes, berapa yang sudah mulai dan selesai.')}
        actions={
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportCompletion('xlsx')}>
            {t('Unduh rekap')}
          </Button>
        }
      />
      {query.error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.isLoading && <Skeleton h={200} radius="md" />}
      {query.data?.length === 0 && (
        <Card withBorder radius="md" padding="xl">
          <Text c="dimmed" ta="center">
            {t('Belum ada tes.')}
          </Text>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {(query.data ?? []).map((row) => {
          const pct = row.assigned ? Math.round((row.submitted / row.assigned) * 100) : 0;
          return (
            <Card key={row.id} withBorder radius="md" padding="md" data-testid="completion-row" component="article">
              <Stack gap={6}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {inLang(lang, row)}
                </Text>
                <Text size="sm" c="dimmed">
                  {[t(KIND_LABELS[row.kind]), row.published ? null : t('Draf')].filter(Boolean).join(' · ')}
                </Text>
                <Text size="sm">
                  {t('Ditugaskan {{assigned}} · mulai {{started}} · selesai {{submitted}}', {
                    assigned: row.assigned,
                    started: row.started,
                    submitted: row.submitted,
                  })}
                </Text>
                <Progress value={pct} aria-label={t('Selesai {{pct}}%', { pct })} />
                <Group>
                  <Button size="xs" variant="default" leftSection={<IconUsersPlus size={14} aria-hidden />} onClick={() => setAssigning(row)}>
                    {t('Tugaskan')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {assigning && <AssignDialog test={assigning} onClose={() => setAssigning(null)} />}
    </>
  );
}
