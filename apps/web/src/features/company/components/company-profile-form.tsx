import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPANY_SIZES, COMPANY_SIZE_LABELS, ZUpdateCompanyProfile, companyFields, type TCompany } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { compactBody, validateWith } from '../../../lib/form-validation';
import { useRegions } from '../../../lib/regions';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import { COMPANY_PROFILE_QUERY_KEY, updateCompanyProfile } from '../api/company-api';

type Values = {
  name: string;
  sector: string;
  size: string | null;
  province_code: string | null;
  city_code: string | null;
  address: string;
  phone: string;
  email: string;
  website: string;
  description: string;
};

const label = (name: string) => companyFields.find((f) => f.name === name)?.label ?? name;
const maxLength = (name: string) => companyFields.find((f) => f.name === name)?.maxLength;

function toValues(company: TCompany): Values {
  return {
    name: company.name,
    sector: company.sector ?? '',
    size: company.size,
    province_code: company.province_code,
    city_code: company.city_code,
    address: company.address ?? '',
    phone: company.phone ?? '',
    email: company.email ?? '',
    website: company.website ?? '',
    description: company.description ?? '',
  };
}

/** Empty optional fields are sent as null (cleared); the name stays required. */
export function toCompanyBody(values: Values): Record<string, unknown> {
  const body = compactBody(values, 'null');
  if (body.name === null) body.name = '';
  return body;
}

export function CompanyProfileForm({ company, onDone }: { company: TCompany; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: toValues(company),
    validate: (values) => validateWith(ZUpdateCompanyProfile, toCompanyBody(values), lang),
  });
  useRevalidateOnLangChange(form);
  const provinces = useRegions('provinces');
  const regencies = useRegions('regencies', form.values.province_code);

  const mutation = useMutation({
    mutationFn: updateCompanyProfile,
    onSuccess: (data) => {
      queryClient.setQueryData(COMPANY_PROFILE_QUERY_KEY, data);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      notifications.show({ color: 'green', message: t('Profil perusahaan berhasil disimpan') });
      onDone();
    },
    onError: (error) => form.setErrors(apiFieldErrors(error)),
  });

  const text = (name: keyof Values, extra: Record<string, unknown> = {}) => ({
    label: t(label(name)),
    maxLength: maxLength(name),
    ...form.getInputProps(name),
    ...extra,
  });

  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(toCompanyBody(values)))} noValidate data-testid="company-form">
      <Stack gap="md">
        {mutation.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {apiErrorMessage(mutation.error, t)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...text('name')} required />
          <TextInput {...text('sector')} />
          <Select
            label={t(label('size'))}
            data={COMPANY_SIZES.map((value) => ({ value, label: t(COMPANY_SIZE_LABELS[value]) }))}
            clearable
            {...form.getInputProps('size')}
          />
          <TextInput {...text('phone')} type="tel" autoComplete="tel" />
          <Select
            label={t(label('province_code'))}
            data={(provinces.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
            searchable
            clearable
            allowDeselect={false}
            nothingFoundMessage={t('Tidak ditemukan')}
            {...form.getInputProps('province_code')}
            onChange={(value) => {
              form.setFieldValue('province_code', value);
              form.setFieldValue('city_code', null);
            }}
            data-testid="province-select"
          />
          <Select
            label={t(label('city_code'))}
            data={(regencies.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
            searchable
            clearable
            allowDeselect={false}
            disabled={!form.values.province_code}
            placeholder={form.values.province_code ? undefined : t('Pilih provinsi terlebih dahulu')}
            nothingFoundMessage={t('Tidak ditemukan')}
            {...form.getInputProps('city_code')}
            data-testid="city-select"
          />
          <TextInput {...text('email')} type="email" autoComplete="email" />
          <TextInput {...text('website')} type="url" placeholder="https://" />
        </SimpleGrid>
        <Textarea {...text('address')} autosize minRows={2} />
        <Textarea {...text('description')} autosize minRows={4} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('Batal')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('Simpan')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
