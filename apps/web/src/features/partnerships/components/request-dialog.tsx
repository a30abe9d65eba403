import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Checkbox, Group, Modal, MultiSelect, Select, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VOCATIONAL_PROGRAMS, VOCATIONAL_PROGRAM_LABELS, type TPartnership, type TPartnerSchool } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useRegions } from '../../../lib/regions';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import { fetchPartnerSchools, PARTNERSHIPS_KEY, requestPartnership } from '../api/partnerships-api';
import { PartnershipStatusBadge, programName } from './partnership-status';
import { toRequestBody, validateRequest, type RequestValues } from './request-form';

/**
 * The company admin finds schools (name or NPSN, province, program taught) and asks one for a
 * partnership with a message and the programs it concerns. A school with a pending request or an
 * agreed period shows its status instead of the button (the API refuses a second one anyway).
 */
export function RequestDialog({ onClose, onDone }: { onClose: () => void; onDone: (created: TPartnership) => void | Promise<void> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const provinces = useRegions('provinces');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<{ search?: string; province_code?: string; program?: string }>({});
  const [chosen, setChosen] = useState<TPartnerSchool | null>(null);
  // The same rules as the API (ZRequestPartnership): a request without a program or a message is not sent.
  const form = useForm<RequestValues>({
    initialValues: { programs: [], message: '', pkl: false },
    validate: (values) => (chosen ? validateRequest(chosen.id, values, lang) : {}),
  });
  useRevalidateOnLangChange(form);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const schools = useQuery({ queryKey: [...PARTNERSHIPS_KEY, 'schools', query], queryFn: () => fetchPartnerSchools(query) });
  const programOptions = VOCATIONAL_PROGRAMS.map((p) => ({ value: p, label: t(VOCATIONAL_PROGRAM_LABELS[p]) }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery((q) => ({ ...q, search: typed.trim() || undefined }));
  };
  const choose = (school: TPartnerSchool) => {
    setChosen(school);
    form.setFieldValue('programs', query.program ? [query.program] : school.programs.slice(0, 2));
    form.clearErrors();
    setError(null);
  };
  const submit = async (values: RequestValues) => {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      await onDone(await requestPartnership(toRequestBody(chosen.id, values)));
    } catch (e) {
      form.setErrors(apiFieldErrors(e));
      setError(apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };
  const errors = form.errors;

  return (
    <Modal
      opened
      onClose={onClose}
      title={chosen ? t('Ajukan Kemitraan ke {{school}}', { school: chosen.name }) : t('Cari Sekolah Mitra')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('Tutup') }}
    >
      {!chosen ? (
        <Stack>
          <Group align="flex-end" gap="sm" wrap="wrap" component="form" onSubmit={search}>
            <TextInput
              label={t('Nama sekolah atau NPSN')}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              style={{ flex: '1 1 180px' }}
              data-testid="school-search"
            />
            <Button type="submit" variant="light">
              {t('Cari')}
            </Button>
          </Group>
          <Group gap="sm" wrap="wrap" grow>
            <Select
              label={t('Provinsi')}
              data={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
              value={query.province_code ?? null}
              onChange={(v) => setQuery((q) => ({ ...q, province_code: v ?? undefined }))}
              searchable
              clearable
              placeholder={t('Semua provinsi')}
            />
            <Select
              label={t('Kompetensi Keahlian')}
              data={programOptions}
              value={query.program ?? null}
              onChange={(v) => setQuery((q) => ({ ...q, program: v ?? undefined }))}
              searchable
              clearable
              placeholder={t('Semua jurusan')}
              data-testid="school-program"
            />
          </Group>
          <SchoolResults schools={schools} onChoose={choose} />
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack>
            <MultiSelect
              label={t('Kompetensi keahlian yang dituju')}
              data={programOptions}
              searchable
              required
              {...form.getInputProps('programs')}
              data-testid="request-programs"
            />
            <Textarea
              label={t('Pesan untuk sekolah')}
              description={t('Jelaskan bentuk kerja sama: PKL, kelas industri, rekrutmen lulusan…')}
              minRows={4}
              autosize
              maxLength={2000}
              required
              {...form.getInputProps('message')}
              data-testid="request-message"
            />
            <Checkbox label={t('Menerima siswa PKL')} {...form.getInputProps('pkl', { type: 'checkbox' })} data-testid="request-pkl" />
            {error && Object.keys(errors).length === 0 && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            {errors.school_id && (
              <Alert color="red" role="alert">
                {errors.school_id}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => setChosen(null)}>
                {t('Kembali')}
              </Button>
              <Button type="submit" loading={busy} data-testid="request-submit">
                {t('Kirim Permintaan')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The schools found, each with its programs and either its partnership status or a Pilih button. */
function SchoolResults({ schools, onChoose }: { schools: UseQueryResult<TPartnerSchool[]>; onChoose: (school: TPartnerSchool) => void }) {
  const { t } = useTranslation();
  return (
    <>
      {schools.isLoading && <Skeleton h={120} />}
      {schools.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(schools.error, t)}
        </Alert>
      )}
      {schools.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="md" data-testid="schools-empty">
          {t('Tidak ada sekolah yang cocok dengan pencarian ini.')}
        </Text>
      )}
      <Stack gap="xs">
        {schools.data?.map((s) => {
          const open = s.partnership_status === 'requested' || s.partnership_status === 'active';
          return (
            <Card key={s.id} withBorder radius="sm" padding="sm" data-testid="school-result" data-name={s.name}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {s.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[s.city_name, `NPSN ${s.npsn}`, t('{{count}} siswa', { count: s.students })].filter(Boolean).join(' · ')}
                  </Text>
                  {s.programs.length > 0 && (
                    <Text size="xs" mt={2}>
                      {s.programs.map((p) => t(programName(p))).join(', ')}
                    </Text>
                  )}
                </div>
                {open && s.partnership_status ? (
                  <PartnershipStatusBadge status={s.partnership_status} />
                ) : (
                  <Button size="xs" onClick={() => onChoose(s)} data-testid="school-choose">
                    {t('Pilih')}
                  </Button>
                )}
              </Group>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
