import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NATIVE_CHECKS_OFF } from '../form-props';
import { ZPklPlacementInput, can, type Role } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { crudClient } from '../../../lib/crud-client';
import { validateWith } from '../../../lib/form-validation';
import { useLang } from '../../../lib/use-lang';
import { PKL_KEY, createPlacement, type TPklPeriod, type TPklPlacement } from '../api/pkl-api';

const students = crudClient('siswa');
const companies = crudClient('perusahaan');
const teachers = crudClient('guru');

/** A picker over a model's `/all`, searched on the server as the user types. */
function useOptions(
  key: string,
  load: (search?: string) => Promise<{ id: string; name?: unknown; class_name?: unknown }[]>,
  search: string,
  enabled = true,
) {
  const q = useQuery({ queryKey: [...PKL_KEY, 'options', key, search], queryFn: () => load(search || undefined), enabled, staleTime: 60_000 });
  return (q.data ?? []).map((r) => ({ value: r.id, label: [r.name, r.class_name].filter(Boolean).map(String).join(' · ') }));
}

/**
 * Tempatkan siswa: the school (or the period's coordinator) places one student of the period's
 * classes at a company, with the school supervisor; the company is then asked to confirm. The API
 * checks the rest (class in the period, a PKL partnership in force, the quota, no overlap) and its
 * message is shown here.
 */
export function PlacementDialog({
  periods,
  role,
  onClose,
  onDone,
}: {
  periods: readonly TPklPeriod[];
  role: Role;
  onClose: () => void;
  onDone: (p: TPklPlacement) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [periodId, setPeriodId] = useState<string | null>(periods.length === 1 ? periods[0]!.id : null);
  const [studentId, setStudentId] = useState<string | null>(null);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const [studentSearch, setStudentSearch] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const studentOptions = useOptions('siswa', (s) => students.all(s), studentSearch);
  const companyOptions = useOptions('perusahaan', () => companies.all(), '');
  const canPickTeacher = can(role, 'guru', 'all');
  const teacherOptions = useOptions('guru', () => teachers.all(), '', canPickTeacher);
  const save = useMutation({ mutationFn: createPlacement, onSuccess: onDone, onError: (e) => setErrors(apiFieldErrors(e)) });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { period_id: periodId ?? '', student_id: studentId ?? '', company_id: companyId ?? '', school_supervisor_id: teacherId };
    const found = validateWith(ZPklPlacementInput, body, lang);
    setErrors(found);
    if (!Object.keys(found).length) save.mutate(body);
  };
  return (
    <Modal opened onClose={onClose} title={t('Tempatkan siswa')} centered closeButtonProps={{ 'aria-label': t('Tutup') }}>
      <Stack component="form" onSubmit={submit} {...NATIVE_CHECKS_OFF} gap="sm">
        <Select
          label={t('Periode PKL')}
          data={periods.map((p) => ({ value: p.id, label: p.name }))}
          value={periodId}
          onChange={setPeriodId}
          error={errors.period_id}
          required
          comboboxProps={{ withinPortal: false }}
        />
        <Select
          label={t('Siswa')}
          data={studentOptions}
          value={studentId}
          onChange={setStudentId}
          searchable
          searchValue={studentSearch}
          onSearchChange={setStudentSearch}
          nothingFoundMessage={t('Siswa tidak ditemukan')}
          error={errors.student_id}
          required
          comboboxProps={{ withinPortal: false }}
          data-testid="pkl-place-student"
        />
        <Select
          label={t('Perusahaan')}
          data={companyOptions}
          value={companyId}
          onChange={setCompanyId}
          searchable
          nothingFoundMessage={t('Perusahaan tidak ditemukan')}
          error={errors.company_id}
          required
          comboboxProps={{ withinPortal: false }}
          data-testid="pkl-place-company"
        />
        {canPickTeacher && (
          <Select
            label={t('Guru pembimbing')}
            data={teacherOptions}
            value={teacherId}
            onChange={setTeacherId}
            searchable
            clearable
            error={errors.school_supervisor_id}
            comboboxProps={{ withinPortal: false }}
          />
        )}
        {save.isError && !Object.keys(apiFieldErrors(save.error)).length && (
          <Alert color="red" role="alert" data-testid="pkl-place-error">
            {apiErrorMessage(save.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="pkl-place-submit">
            {t('Tempatkan')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
