import { useState } from 'react';
import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ALUMNI_ACTIVITIES,
  PROGRAM_FITS,
  SALARY_BANDS,
  ZAlumniStatusUpdate,
  type AlumniActivity,
  type TAlumniStatusUpdate,
} from '@jalurkarir/shared';
import { compactBody, validateWith } from '../../../lib/form-validation';
import { useLang } from '../../../lib/use-lang';
import type { AlumnusDetail } from '../api/outcomes-api';
import { activityLabel, fitLabel, salaryLabel } from './labels';

type Values = Record<Exclude<keyof TAlumniStatusUpdate, 'alumni_id' | 'activity'>, string> & { activity: AlumniActivity | '' };

const FIELDS = [
  'company_name',
  'position',
  'sector',
  'start_month',
  'salary_band',
  'program_fit',
  'institution',
  'study_program',
  'business_name',
  'business_sector',
  'note',
  'contact_phone',
  'contact_email',
] as const;

function initialValues(current: AlumnusDetail | null): Values {
  const values = { activity: current?.activity ?? '' } as Values;
  for (const f of FIELDS) values[f] = (current?.[f] as string | null | undefined) ?? '';
  return values;
}

/**
 * A graduate's status: what they do now, and the fields of that activity (working: company,
 * position, sector, start month, income band, fit with the program; studying: institution and
 * program; entrepreneur: business and sector), with their contact for the school. Checked with the
 * API's schema; a field of another activity is not sent.
 */
export function StatusForm({
  current,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  current: AlumnusDetail | null;
  saving: boolean;
  error?: { form?: string; fields?: Record<string, string> };
  onSubmit: (body: TAlumniStatusUpdate) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [values, setValues] = useState<Values>(() => initialValues(current));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...errors, ...(error?.fields ?? {}) };
  const set = (key: keyof Values) => (value: string | null) => setValues((v) => ({ ...v, [key]: value ?? '' }));
  const text = (key: keyof Values, label: string, required = false, type?: string) => (
    <TextInput
      label={label}
      type={type}
      value={values[key]}
      onChange={(e) => set(key)(e.currentTarget.value)}
      error={shown[key]}
      required={required}
      data-testid={`status-${key}`}
    />
  );
  const submit = () => {
    const a = values.activity;
    const keep = new Set<string>(['note', 'contact_phone', 'contact_email']);
    if (a === 'bekerja') ['company_name', 'position', 'sector', 'start_month', 'salary_band', 'program_fit'].forEach((k) => keep.add(k));
    if (a === 'melanjutkan') ['institution', 'study_program'].forEach((k) => keep.add(k));
    if (a === 'wirausaha') ['business_name', 'business_sector', 'salary_band'].forEach((k) => keep.add(k));
    const body = compactBody(
      Object.fromEntries(Object.entries(values).filter(([k]) => k === 'activity' || keep.has(k))),
      'null',
    ) as TAlumniStatusUpdate;
    const next = validateWith(ZAlumniStatusUpdate, body, lang);
    setErrors(next);
    if (Object.keys(next).length === 0) onSubmit(body);
  };
  return (
    <Stack gap="sm" data-testid="status-form">
      <Radio.Group label={t('Kegiatan saat ini')} value={values.activity} onChange={set('activity')} error={shown.activity} required>
        <Stack gap={8} mt={6}>
          {ALUMNI_ACTIVITIES.map((a) => (
            <Radio key={a} value={a} label={activityLabel(a, lang)} data-testid={`status-activity-${a}`} />
          ))}
        </Stack>
      </Radio.Group>
      {values.activity === 'bekerja' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('company_name', t('Nama perusahaan'), true)}
          {text('position', t('Jabatan'), true)}
          {text('sector', t('Bidang usaha perusahaan'))}
          {text('start_month', t('Bulan mulai bekerja'), false, 'month')}
          <Select
            label={t('Pendapatan per bulan')}
            data={SALARY_BANDS.map((b) => ({ value: b, label: salaryLabel(b, lang) }))}
            value={values.salary_band || null}
            onChange={set('salary_band')}
            error={shown.salary_band}
            clearable
          />
          <Select
            label={t('Sesuai dengan kompetensi keahlian?')}
            data={PROGRAM_FITS.map((f) => ({ value: f, label: fitLabel(f, lang) }))}
            value={values.program_fit || null}
            onChange={set('program_fit')}
            error={shown.program_fit}
            required
            data-testid="status-program_fit"
          />
        </SimpleGrid>
      )}
      {values.activity === 'melanjutkan' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('institution', t('Nama perguruan tinggi atau lembaga'), true)}
          {text('study_program', t('Program studi'), true)}
        </SimpleGrid>
      )}
      {values.activity === 'wirausaha' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('business_name', t('Nama usaha'), true)}
          {text('business_sector', t('Bidang usaha'), true)}
        </SimpleGrid>
      )}
      {(values.activity === 'mencari_kerja' || values.activity === 'lainnya') && (
        <Textarea
          label={t('Keterangan')}
          value={values.note}
          onChange={(e) => set('note')(e.currentTarget.value)}
          error={shown.note}
          maxLength={500}
          autosize
          minRows={2}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('contact_phone', t('Nomor WhatsApp/telepon'), false, 'tel')}
        {text('contact_email', t('Email untuk sekolah'), false, 'email')}
      </SimpleGrid>
      {error?.form && (
        <Alert color="red" role="alert">
          {error.form}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('Batal')}
          </Button>
        )}
        <Button onClick={submit} loading={saving} data-testid="status-save">
          {t('Simpan status')}
        </Button>
      </Group>
    </Stack>
  );
}
