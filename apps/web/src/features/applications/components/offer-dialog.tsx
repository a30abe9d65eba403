import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OFFER_CONTRACT_TYPES, OFFER_CONTRACT_TYPE_LABELS } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import { fetchCurrencies, makeOffer } from '../api/offers-api';
import { emptyOffer, toOfferBody, validateOffer, type OfferValues } from './offer-form';

/**
 * The company's offer to an applicant: position, start date, monthly salary and currency, contract
 * type and a note. The API checks it again (and moves the application to "Ditawari").
 */
export function OfferDialog({
  opened,
  applicationId,
  position,
  onClose,
  onMade,
}: {
  opened: boolean;
  applicationId: string;
  position: string;
  onClose: () => void;
  onMade: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const currencies = useQuery({ queryKey: ['currency', 'all'], queryFn: fetchCurrencies, enabled: opened });
  const fallback = currencies.data?.find((c) => c.is_default)?.id ?? currencies.data?.[0]?.id ?? null;
  const form = useForm<OfferValues>({ initialValues: emptyOffer(position, null), validate: (v) => validateOffer(v, lang) });
  useRevalidateOnLangChange(form);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The default currency once the list arrives (the company may pick another).
  useEffect(() => {
    if (opened && fallback && !form.values.currency_id) form.setFieldValue('currency_id', fallback);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, fallback]);
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      await makeOffer(applicationId, toOfferBody(values));
      form.setValues(emptyOffer(position, fallback));
      onMade();
      onClose();
    } catch (e) {
      const fields = apiFieldErrors(e);
      form.setErrors(fields);
      setError(Object.keys(fields).some((k) => k in form.values) ? null : apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('Buat Tawaran Kerja')} centered size="lg" closeButtonProps={{ 'aria-label': t('Tutup') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('Posisi')} required maxLength={150} {...form.getInputProps('position')} data-testid="offer-position" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="date" label={t('Tanggal mulai')} required {...form.getInputProps('start_date')} data-testid="offer-start" />
            <Select
              label={t('Jenis kontrak')}
              required
              data={OFFER_CONTRACT_TYPES.map((c) => ({ value: c, label: t(OFFER_CONTRACT_TYPE_LABELS[c]) }))}
              {...form.getInputProps('contract_type')}
              data-testid="offer-contract"
            />
            <NumberInput
              label={t('Gaji per bulan')}
              required
              min={0}
              thousandSeparator={lang === 'id' ? '.' : ','}
              decimalSeparator={lang === 'id' ? ',' : '.'}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('monthly_salary')}
              data-testid="offer-salary"
            />
            <Select
              label={t('Mata Uang')}
              required
              data={(currencies.data ?? []).map((c) => ({ value: c.id, label: c.code }))}
              {...form.getInputProps('currency_id')}
              allowDeselect={false}
              data-testid="offer-currency"
            />
          </SimpleGrid>
          <Textarea
            label={t('Catatan untuk siswa (opsional)')}
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('note')}
            error={form.errors.note ?? error}
            data-testid="offer-note"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('Batal')}
            </Button>
            <Button type="submit" loading={busy} data-testid="offer-send">
              {t('Kirim Tawaran')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
