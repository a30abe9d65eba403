import { useState } from 'react';
import { Alert, Button, Card, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useSessionUser } from '../../../lib/session';
import { useLang } from '../../../lib/use-lang';
import { ASSESSMENT_KEY, fetchScheduleOptions, scheduleAssessment } from '../api/assessment-api';
import { inLang } from '../components/labels';

/** `/assessment/new`: the Admin or a school admin schedules an assessment (scheme, assessor, date, TUK, candidates). */
export function SchedulePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const user = useSessionUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const isAdmin = user?.role === 'admin';
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const [schemeId, setSchemeId] = useState<string | null>(null);
  const [assessorId, setAssessorId] = useState<string | null>(null);
  const [when, setWhen] = useState('');
  const [place, setPlace] = useState('');
  const [studentIds, setStudentIds] = useState<string[]>([]);
  const options = useQuery({
    queryKey: [...ASSESSMENT_KEY, 'options', isAdmin ? schoolId : 'own'],
    queryFn: () => fetchScheduleOptions(isAdmin ? (schoolId ?? undefined) : undefined),
  });
  const mutation = useMutation({
    mutationFn: () =>
      scheduleAssessment({
        scheme_id: schemeId ?? '',
        assessor_id: assessorId ?? '',
        school_id: isAdmin ? (schoolId ?? undefined) : undefined,
        scheduled_at: when ? new Date(when).toISOString() : '',
        place,
        student_ids: studentIds,
      }),
    onSuccess: async ({ id }) => {
      await client.invalidateQueries({ queryKey: ASSESSMENT_KEY });
      void navigate(`/assessment/${id}`);
    },
  });
  const errors = apiFieldErrors(mutation.error);
  const data = options.data;
  return (
    <>
      <PageHeader title={t('Jadwalkan asesmen')} description={t('Pilih skema, asesor, waktu, tempat uji (TUK) dan siswa yang diuji.')} />
      {options.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(options.error, t)}
        </Alert>
      )}
      <Card withBorder radius="md" padding="md" maw={720}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            mutation.mutate();
          }}
          noValidate
        >
          <Stack>
            {isAdmin && (
              <Select
                label={t('Sekolah')}
                required
                searchable
                value={schoolId}
                onChange={(value) => {
                  setSchoolId(value);
                  setStudentIds([]);
                }}
                data={(data?.schools ?? []).map((s) => ({ value: s.id, label: s.name }))}
                error={errors.school_id}
                data-testid="schedule-school"
              />
            )}
            <Select
              label={t('Skema sertifikasi')}
              required
              searchable
              value={schemeId}
              onChange={setSchemeId}
              data={(data?.schemes ?? []).map((s) => ({ value: s.id, label: `${s.code} · ${inLang(lang, s.name_id, s.name_en)}` }))}
              error={errors.scheme_id}
              data-testid="schedule-scheme"
            />
            <Select
              label={t('Asesor')}
              required
              searchable
              value={assessorId}
              onChange={setAssessorId}
              data={(data?.assessors ?? []).map((a) => ({ value: a.id, label: a.name }))}
              error={errors.assessor_id}
              data-testid="schedule-assessor"
            />
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                type="datetime-local"
                label={t('Tanggal dan waktu')}
                required
                value={when}
                onChange={(e) => setWhen(e.currentTarget.value)}
                error={errors.scheduled_at}
                miw={220}
                data-testid="schedule-when"
              />
              <TextInput
                label={t('Tempat Uji Kompetensi (TUK)')}
                required
                maxLength={200}
                value={place}
                onChange={(e) => setPlace(e.currentTarget.value)}
                error={errors.place}
                miw={220}
                data-testid="schedule-place"
              />
            </Group>
            <MultiSelect
              label={t('Kandidat')}
              description={isAdmin && !schoolId ? t('Pilih sekolah terlebih dahulu.') : undefined}
              required
              searchable
              value={studentIds}
              onChange={setStudentIds}
              data={(data?.students ?? []).map((s) => ({ value: s.id, label: s.nisn ? `${s.name} (${s.nisn})` : s.name }))}
              error={errors.student_ids}
              comboboxProps={{ withinPortal: true }}
              data-testid="schedule-students"
            />
            {mutation.isError && Object.keys(errors).length === 0 && (
              <Alert color="red" role="alert">
                {apiErrorMessage(mutation.error, t)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate('/assessment')}>
                {t('Batal')}
              </Button>
              <Button type="submit" loading={mutation.isPending} data-testid="schedule-save">
                {t('Jadwalkan')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
