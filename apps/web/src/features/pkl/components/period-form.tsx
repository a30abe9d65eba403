import { useState } from 'react';
import { ActionIcon, Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NATIVE_CHECKS_OFF } from '../form-props';
import {
  PKL_DEFAULT_INDUSTRY_WEIGHT,
  PKL_WEEKDAYS,
  PKL_WEEKDAY_LABELS,
  VOCATIONAL_PROGRAMS,
  VOCATIONAL_PROGRAM_LABELS,
  ZPklPeriodInput,
  can,
  type Role,
  type TPklPeriodInput,
} from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { crudClient } from '../../../lib/crud-client';
import { validateWith } from '../../../lib/form-validation';
import { useLang } from '../../../lib/use-lang';
import { PKL_KEY, createPeriod, updatePeriod, type TPklPeriod } from '../api/pkl-api';

const companies = crudClient('perusahaan');
const teachers = crudClient('guru');

interface Values {
  name: string;
  class_names: string[];
  program: string | null;
  start_date: string;
  end_date: string;
  hours_per_day: number | string;
  working_days: string[];
  industry_weight: number | string;
  coordinator_id: string | null;
  quotas: { company_id: string | null; quota: number | string }[];
}

const fromPeriod = (p: TPklPeriod | null): Values => ({
  name: p?.name ?? '',
  class_names: p?.class_names ?? [],
  program: p?.program ?? null,
  start_date: p?.start_date ?? '',
  end_date: p?.end_date ?? '',
  hours_per_day: p?.hours_per_day ?? 8,
  working_days: (p?.working_days ?? [1, 2, 3, 4, 5]).map(String),
  industry_weight: p?.industry_weight ?? PKL_DEFAULT_INDUSTRY_WEIGHT,
  coordinator_id: p?.coordinator_id ?? null,
  quotas: (p?.quotas ?? []).map((q) => ({ company_id: q.company_id, quota: q.quota })),
});

/** Form values → the period's body (the whole period: `quotas` replaces the list). */
export function toPeriodBody(v: Values): TPklPeriodInput {
  return {
    name: v.name.trim(),
    class_names: v.class_names.map((c) => c.trim()).filter(Boolean),
    program: (v.program as TPklPeriodInput['program']) ?? null,
    start_date: v.start_date,
    end_date: v.end_date,
    hours_per_day: Number(v.hours_per_day),
    working_days: v.working_days.map(Number).sort(),
    industry_weight: Number(v.industry_weight),
    coordinator_id: v.coordinator_id,
    quotas: v.quotas.filter((q) => q.company_id).map((q) => ({ company_id: q.company_id ?? '', quota: Number(q.quota) })),
  };
}

type Quota = Values['quotas'][number];

/** The period's quota per company: a row each, added and removed here. */
function QuotaRows({
  quotas,
  companies,
  error,
  onChange,
}: {
  quotas: Quota[];
  companies: { value: string; label: string }[];
  error?: string;
  onChange: (q: Quota[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={500}>
        {t('Kuota per perusahaan')}
      </Text>
      {quotas.map((q, i) => (
        <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={t('Perusahaan')}
            data={companies}
            value={q.company_id}
            onChange={(x) => onChange(quotas.map((o, j) => (j === i ? { ...o, company_id: x } : o)))}
            searchable
            style={{ flex: 1 }}
          />
          <NumberInput
            label={t('Kuota')}
            value={q.quota}
            onChange={(x) => onChange(quotas.map((o, j) => (j === i ? { ...o, quota: x } : o)))}
            min={1}
            max={500}
            allowDecimal={false}
            w={90}
          />
          <ActionIcon
            variant="subtle"
            color="red.8"
            size="lg"
            aria-label={t('Hapus kuota')}
            onClick={() => onChange(quotas.filter((_, j) => j !== i))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text c="red.8" size="sm">
          {error}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...quotas, { company_id: null, quota: 1 }])}
        >
          {t('Tambah kuota')}
        </Button>
      </Group>
    </>
  );
}

/** A PKL period: its class groups, dates, hours, working days, the grade's industry weight, the coordinator and quotas per company. */
export function PeriodForm({ period, role, onClose, onDone }: { period: TPklPeriod | null; role: Role; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [v, setV] = useState<Values>(() => fromPeriod(period));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setV((old) => ({ ...old, [key]: value }));
  const companyList = useQuery({ queryKey: [...PKL_KEY, 'options', 'perusahaan'], queryFn: () => companies.all() });
  const teacherList = useQuery({ queryKey: [...PKL_KEY, 'options', 'guru'], queryFn: () => teachers.all(), enabled: can(role, 'guru', 'all') });
  const save = useMutation({
    mutationFn: (body: TPklPeriodInput) => (period ? updatePeriod(period.id, body) : createPeriod(body)),
    onSuccess: onDone,
    onError: (e) => setErrors(apiFieldErrors(e)),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = toPeriodBody(v);
    const found = validateWith(ZPklPeriodInput, body, lang);
    setErrors(found);
    if (!Object.keys(found).length) save.mutate(body);
  };
  const companyOptions = (companyList.data ?? []).map((c) => ({ value: c.id, label: String(c.name) }));
  return (
    <Modal
      opened
      onClose={onClose}
      title={period ? t('Ubah periode PKL') : t('Periode PKL baru')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('Tutup') }}
    >
      <Stack component="form" onSubmit={submit} {...NATIVE_CHECKS_OFF} gap="sm">
        <TextInput
          label={t('Nama periode')}
          placeholder={t('PKL XI RPL Semester Genap 2026/2027')}
          value={v.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
          required
          data-testid="pkl-period-name"
        />
        <TagsInput
          label={t('Kelas (rombel)')}
          description={t('Tulis nama kelas persis seperti di data siswa, lalu tekan Enter.')}
          value={v.class_names}
          onChange={(x) => set('class_names', x)}
          error={errors.class_names}
          required
          data-testid="pkl-period-classes"
        />
        <Select
          label={t('Kompetensi Keahlian')}
          data={VOCATIONAL_PROGRAMS.map((p) => ({ value: p, label: t(VOCATIONAL_PROGRAM_LABELS[p]) }))}
          value={v.program}
          onChange={(x) => set('program', x)}
          clearable
          placeholder={t('Semua jurusan')}
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('Tanggal Mulai')}
            value={v.start_date}
            onChange={(e) => set('start_date', e.currentTarget.value)}
            error={errors.start_date}
            required
            data-testid="pkl-period-start"
          />
          <TextInput
            type="date"
            label={t('Tanggal Berakhir')}
            value={v.end_date}
            onChange={(e) => set('end_date', e.currentTarget.value)}
            error={errors.end_date}
            required
            data-testid="pkl-period-end"
          />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            label={t('Jam per hari')}
            value={v.hours_per_day}
            onChange={(x) => set('hours_per_day', x)}
            min={1}
            max={12}
            allowDecimal={false}
            error={errors.hours_per_day}
          />
          <NumberInput
            label={t('Bobot nilai industri (%)')}
            value={v.industry_weight}
            onChange={(x) => set('industry_weight', x)}
            min={0}
            max={100}
            allowDecimal={false}
            error={errors.industry_weight}
          />
        </Group>
        <Checkbox.Group label={t('Hari kerja')} value={v.working_days} onChange={(x) => set('working_days', x)} error={errors.working_days}>
          <Group gap="sm" mt={4}>
            {PKL_WEEKDAYS.map((d) => (
              <Checkbox key={d} value={String(d)} label={t(PKL_WEEKDAY_LABELS[d] ?? '')} />
            ))}
          </Group>
        </Checkbox.Group>
        {can(role, 'guru', 'all') && (
          <Select
            label={t('Koordinator PKL (guru)')}
            data={(teacherList.data ?? []).map((g) => ({ value: g.id, label: String(g.name) }))}
            value={v.coordinator_id}
            onChange={(x) => set('coordinator_id', x)}
            searchable
            clearable
          />
        )}
        <QuotaRows quotas={v.quotas} companies={companyOptions} error={errors.quotas} onChange={(quotas) => set('quotas', quotas)} />
        {save.isError && !Object.keys(apiFieldErrors(save.error)).length && (
          <Alert color="red" role="alert">
            {apiErrorMessage(save.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="pkl-period-save">
            {t('Simpan')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
