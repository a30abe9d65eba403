import { useState } from 'react';
import { Alert, Button, Card, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NATIVE_CHECKS_OFF } from '../form-props';
import { ZPklProposalInput, businessToday } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { crudClient } from '../../../lib/crud-client';
import { validateWith } from '../../../lib/form-validation';
import { useLang } from '../../../lib/use-lang';
import { PKL_KEY, fetchPeriods, proposePlacement } from '../api/pkl-api';
import { periodText } from './placement-summary';

const companies = crudClient('perusahaan');

/**
 * A student proposes a company for a PKL period of their class; the school approves it (then the
 * company is asked) or rejects it with a reason. The API checks that the company accepts PKL.
 */
export function ProposeCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [periodId, setPeriodId] = useState<string | null>(null);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const periods = useQuery({ queryKey: [...PKL_KEY, 'periods', 'student'], queryFn: () => fetchPeriods({ per_page: 50 }) });
  const companyList = useQuery({ queryKey: [...PKL_KEY, 'companies'], queryFn: () => companies.all() });
  const propose = useMutation({
    mutationFn: proposePlacement,
    onSuccess: async (placement) => {
      notifications.show({ color: 'green', message: t('Usulan PKL di {{company}} dikirim ke sekolah.', { company: placement.company_name }) });
      await queryClient.invalidateQueries({ queryKey: PKL_KEY });
    },
    onError: (error) => setErrors(apiFieldErrors(error)),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { period_id: periodId ?? '', company_id: companyId ?? '', note: note.trim() };
    const found = validateWith(ZPklProposalInput, body, lang);
    setErrors(found);
    if (Object.keys(found).length === 0) propose.mutate(body);
  };
  const today = businessToday();
  const open = (periods.data?.data ?? []).filter((p) => p.end_date >= today);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="pkl-propose-title" data-testid="pkl-propose">
      <Title order={2} size="h4" id="pkl-propose-title" mb={4}>
        {t('Usulkan tempat PKL')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('Sekolah memeriksa usulan Anda; setelah disetujui, perusahaan diminta konfirmasi.')}
      </Text>
      {periods.data && open.length === 0 ? (
        <Text size="sm" data-testid="pkl-no-period">
          {t('Belum ada periode PKL untuk kelas Anda.')}
        </Text>
      ) : (
        <Stack gap="sm" component="form" onSubmit={submit} {...NATIVE_CHECKS_OFF}>
          <Select
            label={t('Periode PKL')}
            data={open.map((p) => ({ value: p.id, label: `${p.name} (${periodText(p, lang)})` }))}
            value={periodId}
            onChange={setPeriodId}
            error={errors.period_id}
            required
          />
          <Select
            label={t('Perusahaan')}
            data={(companyList.data ?? []).map((c) => ({ value: c.id, label: String(c.name) }))}
            value={companyId}
            onChange={setCompanyId}
            searchable
            nothingFoundMessage={t('Perusahaan tidak ditemukan')}
            error={errors.company_id}
            required
          />
          <Textarea
            label={t('Alasan memilih perusahaan ini')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={errors.note}
            autosize
            minRows={2}
            maxLength={1000}
            required
          />
          {propose.isError && Object.keys(apiFieldErrors(propose.error)).length === 0 && (
            <Alert color="red" role="alert">
              {apiErrorMessage(propose.error, t)}
            </Alert>
          )}
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={propose.isPending}>
            {t('Kirim usulan')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
