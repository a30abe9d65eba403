import { useMemo, useRef } from 'react';
import { Alert, Anchor, Autocomplete, Button, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ROLE_LABELS, SIGNUP_ROLES, isSchoolRole, type TPublicCompany } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import { fetchPublicCompanies, fetchPublicSchools, signup } from '../api/auth-api';
import { findCompany, ROLE_HINTS, toSignupBody, validateRegister, type RegisterValues } from '../signup-form';
import { AuthHeading } from '../components/auth-heading';

/** Daftar (spec §2): each role gives what it needs — a school and NISN, a school, or a company. */
export function RegisterPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  // The company list arrives after the form exists; validation reads the latest copy.
  const companyList = useRef<TPublicCompany[]>([]);
  const form = useForm<RegisterValues>({
    initialValues: { name: '', email: '', password: '', password_confirmation: '', role: 'siswa', school_id: null, nisn: '', company: '' },
    validate: (values) => validateRegister(values, companyList.current, lang),
  });
  useRevalidateOnLangChange(form);
  const role = form.values.role;
  const needsSchool = isSchoolRole(role);
  const needsCompany = role === 'admin_perusahaan';

  const schools = useQuery({ queryKey: ['sekolah', 'all', 'public'], queryFn: fetchPublicSchools, enabled: needsSchool, staleTime: 5 * 60_000 });
  const companies = useQuery({
    queryKey: ['perusahaan', 'all', 'public'],
    queryFn: fetchPublicCompanies,
    enabled: needsCompany,
    staleTime: 5 * 60_000,
  });
  companyList.current = companies.data ?? [];
  const schoolOptions = useMemo(
    () => (schools.data ?? []).map((s) => ({ value: s.id, label: s.npsn ? `${s.name} · ${s.npsn}` : s.name })),
    [schools.data],
  );
  const companyNames = useMemo(() => [...new Set((companies.data ?? []).map((c) => c.name))], [companies.data]);
  const typedCompany = form.values.company.trim();
  const isNewCompany = needsCompany && typedCompany !== '' && !!companies.data && !findCompany(companies.data, typedCompany);

  const mutation = useMutation({
    mutationFn: signup,
    onSuccess: (_data, body) => {
      notifications.show({ color: 'green', message: t('Berhasil daftar, silahkan masuk ke akun Anda'), autoClose: 6000 });
      navigate('/auth/login', { state: { registered: String(body.email ?? '') } });
    },
    onError: (error) => {
      const errors = apiFieldErrors(error);
      form.setErrors({ ...errors, ...(errors.company_name || errors.company_id ? { company: errors.company_name ?? errors.company_id } : {}) });
    },
  });

  const roleOptions = SIGNUP_ROLES.map((value) => ({ value, label: t(ROLE_LABELS[value]) }));

  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(toSignupBody(values, companies.data ?? [])))} noValidate>
      <AuthHeading title={t('Daftar')} subtitle={t('Buat akun JalurKarir')} />
      <Stack gap="md">
        {mutation.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="form-error">
            {apiErrorMessage(mutation.error, t)}
          </Alert>
        )}
        <Select
          label={t('Daftar sebagai')}
          data={roleOptions}
          allowDeselect={false}
          required
          description={t(ROLE_HINTS[role])}
          comboboxProps={{ withinPortal: true }}
          data-testid="register-role"
          {...form.getInputProps('role')}
        />
        <TextInput label={t('Nama Lengkap')} autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput label={t('Email')} type="email" autoComplete="email" inputMode="email" required {...form.getInputProps('email')} />
        {needsSchool && (
          <Select
            label={t('Sekolah')}
            placeholder={schools.isLoading ? t('Memuat…') : t('Cari nama sekolah')}
            data={schoolOptions}
            searchable
            required
            allowDeselect={false}
            nothingFoundMessage={t('Sekolah tidak ditemukan')}
            data-testid="register-school"
            {...form.getInputProps('school_id')}
          />
        )}
        {role === 'siswa' && (
          <TextInput
            label={t('NISN')}
            description={t('Nomor Induk Siswa Nasional, 10 digit')}
            inputMode="numeric"
            maxLength={10}
            required
            {...form.getInputProps('nisn')}
          />
        )}
        {needsCompany && (
          <Autocomplete
            label={t('Perusahaan')}
            placeholder={t('Cari atau ketik nama perusahaan')}
            data={companyNames}
            required
            description={
              isNewCompany ? `${t('Perusahaan tidak terdaftar')}. ${t('Perusahaan baru akan diajukan untuk disetujui Admin.')}` : undefined
            }
            data-testid="register-company"
            {...form.getInputProps('company')}
          />
        )}
        <PasswordInput
          label={t('Kata Sandi')}
          description={t('Minimal 8 karakter')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('Tampilkan kata sandi') }}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('Konfirmasi Kata Sandi')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('Tampilkan kata sandi') }}
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
          {t('Daftar')}
        </Button>
        <Text ta="center" size="sm">
          {t('Sudah punya akun?')}{' '}
          <Anchor component={Link} to="/auth/login" fw={600}>
            {t('Masuk')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
