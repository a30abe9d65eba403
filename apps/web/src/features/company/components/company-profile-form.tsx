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
  district_code: string | null;
  village_code: string | null;
  address: string;
  phone: string;
  email: string;
  website: string;
  description: string;
  description_en: string;
  benefits: string;
  benefits_en: string;
  first_job: string;
  first_job_en: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
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
    district_code: company.district_code,
    village_code: company.village_code,
    address: company.address ?? '',
    phone: company.phone ?? '',
    email: company.email ?? '',
    website: company.website ?? '',
    description: company.description ?? '',
    description_en: company.description_en ?? '',
    benefits: company.benefits ?? '',
    benefits_en: company.benefits_en ?? '',
    first_job: company.first_job ?? '',
    first_job_en: company.first_job_en ?? '',
    contact_name: company.contact_name ?? '',
    contact_phone: company.contact_phone ?? '',
    contact_email: company.contact_email ?? '',
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
  const districts = useRegions('districts', form.values.city_code);
  const villages = useRegions('villages', form.values.district_code);
  /** A region select of the cascade: choosing one clears the levels under it. */
  const region = (
    name: 'province_code' | 'city_code' | 'district_code' | 'village_code',
    data: { code: string; name: string }[] | undefined,
    parent: string | null,
    below: ('city_code' | 'district_code' | 'village_code')[],
    testId: string,
    hint?: string,
  ) => (
    <Select
      label={t(label(name))}
      data={(data ?? []).map((r) => ({ value: r.code, label: r.name }))}
      searchable
      clearable
      allowDeselect={false}
      disabled={parent === null}
      placeholder={parent === null ? hint : undefined}
      nothingFoundMessage={t('Tidak ditemukan')}
      {...form.getInputProps(name)}
      onChange={(value) => {
        form.setFieldValue(name, value);
        for (const field of below) form.setFieldValue(field, null);
      }}
      data-testid={testId}
    />
  );

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
          {region('province_code', provinces.data, '', ['city_code', 'district_code', 'village_code'], 'province-select')}
          {region(
            'city_code',
            regencies.data,
            form.values.province_code,
            ['district_code', 'village_code'],
            'city-select',
            t('Pilih provinsi terlebih dahulu'),
          )}
          {region(
            'district_code',
            districts.data,
            form.values.city_code,
            ['village_code'],
            'district-select',
            t('Pilih kabupaten/kota terlebih dahulu'),
          )}
          {region('village_code', villages.data, form.values.district_code, [], 'village-select', t('Pilih kecamatan terlebih dahulu'))}
          <TextInput {...text('email')} type="email" autoComplete="email" />
          <TextInput {...text('website')} type="url" placeholder="https://" />
        </SimpleGrid>
        <Textarea {...text('address')} autosize minRows={2} />
        <Textarea {...text('description')} autosize minRows={4} />
        <Textarea {...text('description_en')} autosize minRows={4} lang="en" />
        {/* The employer brand: what students read on the company's page, in both languages. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Textarea {...text('benefits')} autosize minRows={3} data-testid="company-benefits-input" />
          <Textarea {...text('benefits_en')} autosize minRows={3} lang="en" />
          <Textarea {...text('first_job')} autosize minRows={3} />
          <Textarea {...text('first_job_en')} autosize minRows={3} lang="en" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput {...text('contact_name')} autoComplete="name" />
          <TextInput {...text('contact_phone')} type="tel" autoComplete="tel" />
          <TextInput {...text('contact_email')} type="email" autoComplete="email" />
        </SimpleGrid>
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
