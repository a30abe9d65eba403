import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FIELD_MESSAGES, ZResetPassword } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { validateWith } from '../../../lib/form-validation';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import { resetPassword } from '../api/auth-api';
import { AuthHeading } from '../components/auth-heading';

/** `#/auth/reset-password?token=…`, the link of the reset e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: (values) => {
      const errors = validateWith(ZResetPassword, { token: token || 'missing', password: values.password }, lang);
      if (!values.password_confirmation) errors.password_confirmation = FIELD_MESSAGES.REQUIRED[lang];
      else if (values.password_confirmation !== values.password) errors.password_confirmation = FIELD_MESSAGES.PASSWORD_MISMATCH[lang];
      return errors;
    },
  });
  useRevalidateOnLangChange(form);
  const mutation = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onSuccess: (data) => {
      notifications.show({ color: 'green', message: data.message || t('Kata sandi berhasil diubah') });
      navigate('/auth/login', { replace: true });
    },
    onError: (error) => form.setErrors(apiFieldErrors(error)),
  });

  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values.password))} noValidate>
      <AuthHeading title={t('Atur Ulang Kata Sandi')} subtitle={t('Buat kata sandi baru untuk akun Anda.')} />
      <Stack gap="md">
        {!token && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t('Tautan tidak valid. Minta tautan baru dari halaman Lupa Kata Sandi.')}
          </Alert>
        )}
        {mutation.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="form-error">
            {apiErrorMessage(mutation.error, t)}
          </Alert>
        )}
        <PasswordInput
          label={t('Kata Sandi Baru')}
          description={t('Minimal 8 karakter')}
          autoComplete="new-password"
          required
          disabled={!token}
          visibilityToggleButtonProps={{ 'aria-label': t('Tampilkan kata sandi') }}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('Konfirmasi Kata Sandi')}
          autoComplete="new-password"
          required
          disabled={!token}
          visibilityToggleButtonProps={{ 'aria-label': t('Tampilkan kata sandi') }}
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending} disabled={!token}>
          {t('Simpan Kata Sandi')}
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/auth/forgot-password">
            {t('Lupa Kata Sandi')}
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/auth/login">
            {t('Masuk')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
