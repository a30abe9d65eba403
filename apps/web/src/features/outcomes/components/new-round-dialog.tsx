import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { businessToday, DEFAULT_TRACER_QUESTIONS, ZTracerRound } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { validateWith } from '../../../lib/form-validation';
import { useLang } from '../../../lib/use-lang';
import { createTracerRound, fetchAlumniOptions, fetchSchoolOptions, OUTCOMES_KEY, type TracerRound } from '../api/outcomes-api';

/** Today in Jakarta as YYYY-MM-DD, and the day a round of six weeks would end. */
function defaultPeriod(now = new Date()) {
  return { starts_on: businessToday(now), ends_on: businessToday(new Date(now.getTime() + 42 * 86_400_000)) };
}

/**
 * Opens a tracer round for a graduation year with the project's default questionnaire (the
 * ministry's themes, in both languages) and a period. The Admin names the school.
 */
export function NewRoundDialog({
  opened,
  admin,
  onClose,
  onCreated,
}: {
  opened: boolean;
  admin: boolean;
  onClose: () => void;
  onCreated: (round: TracerRound) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const [year, setYear] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [period, setPeriod] = useState(defaultPeriod);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const schools = useQuery({ queryKey: ['sekolah', 'all'], queryFn: fetchSchoolOptions, enabled: admin && opened });
  const options = useQuery({
    queryKey: [...OUTCOMES_KEY, 'options', schoolId ?? ''],
    queryFn: () => fetchAlumniOptions(schoolId ?? undefined),
    enabled: opened && (!admin || !!schoolId),
  });
  const create = useMutation({
    mutationFn: createTracerRound,
    onSuccess: async (round) => {
      await queryClient.invalidateQueries({ queryKey: OUTCOMES_KEY });
      onCreated(round);
    },
    onError: (e) => setErrors({ ...apiFieldErrors(e), form: apiErrorMessage(e, t) }),
  });
  const chooseYear = (value: string | null) => {
    setYear(value);
    // The usual name of a round: the year it runs and the graduates it asks.
    if (value && !title) setTitle(t('Tracer {{now}}, lulusan {{year}}', { now: period.starts_on.slice(0, 4), year: value }));
  };
  const submit = () => {
    const body = { school_id: admin ? (schoolId ?? undefined) : undefined, graduation_year: Number(year), title: title.trim(), ...period };
    const next = validateWith(ZTracerRound, body, lang);
    if (!year) next.graduation_year = t('Wajib diisi');
    if (admin && !schoolId) next.school_id = t('Pilih sekolah');
    setErrors(next);
    if (Object.keys(next).length === 0) create.mutate(body);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('Buka putaran tracer')} centered>
      <Stack gap="sm" data-testid="new-round-form">
        {admin && (
          <Select
            label={t('Sekolah')}
            data={(schools.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={schoolId}
            onChange={setSchoolId}
            searchable
            required
            error={errors.school_id}
          />
        )}
        <Select
          label={t('Tahun lulus')}
          data={(options.data?.years ?? []).map((y) => ({
            value: String(y.year),
            label: t('{{year}} ({{count}} alumni)', { year: y.year, count: y.count }),
          }))}
          value={year}
          onChange={chooseYear}
          required
          error={errors.graduation_year}
          nothingFoundMessage={t('Belum ada alumni')}
          data-testid="new-round-year"
        />
        <TextInput
          label={t('Nama putaran')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          required
          maxLength={120}
          error={errors.title}
        />
        <Group grow gap="sm">
          <TextInput
            type="date"
            label={t('Dibuka')}
            value={period.starts_on}
            onChange={(e) => setPeriod((p) => ({ ...p, starts_on: e.currentTarget.value }))}
            required
            error={errors.starts_on}
          />
          <TextInput
            type="date"
            label={t('Ditutup')}
            value={period.ends_on}
            onChange={(e) => setPeriod((p) => ({ ...p, ends_on: e.currentTarget.value }))}
            required
            error={errors.ends_on}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t(
            'Kuesioner bawaan: {{count}} pertanyaan dalam dua bahasa tentang kegiatan, masa tunggu kerja, kesesuaian dengan keahlian, pendapatan, cara mendapat kerja, keterampilan yang dibutuhkan, dan kepuasan terhadap sekolah.',
            {
              count: DEFAULT_TRACER_QUESTIONS.length,
            },
          )}
        </Text>
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button onClick={submit} loading={create.isPending} data-testid="new-round-submit">
            {t('Buka putaran')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
