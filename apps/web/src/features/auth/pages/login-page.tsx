import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ZLogin } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { validateWith } from '../../../lib/form-validation';
import { saveSession } from '../../../lib/session';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import { login } from '../api/auth-api';
import { AuthHeading } from '../components/auth-heading';

/** Masuk (spec §2): e-mail and password; a failed login stays on this page with the API's message. */
export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const registeredEmail = (location.state as { registered?: string } | null)?.registered;
  const form = useForm({
    initialValues: { email: registeredEmail ?? '', password: '' },
    validate: (values) => validateWith(ZLogin, values, lang),
  });
  useRevalidateOnLangChange(form);

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      saveSession(token, user);
      notifications.show({ color: 'green', message: t('Berhasil masuk'), autoClose: 3000 });
      navigate('/', { replace: true });
    },
    onError: (error) => form.setErrors(apiFieldErrors(error)),
  });

  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(ZLogin.parse(values)))} noValidate>
      <AuthHeading title={t('Masuk')} subtitle={t('Masuk ke akun JalurKarir Anda')} />
      <Stack gap="md">
        {registeredEmail && !mutation.error && (
          <Alert color="green" icon={<IconMailCheck size={18} aria-hidden />} data-testid="registered-alert">
            {t('Kami telah mengirim tautan konfirmasi ke email Anda. Akun Anda akan diverifikasi oleh Admin.')}
          </Alert>
        )}
        {mutation.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="form-error">
            {apiErrorMessage(mutation.error, t)}
          </Alert>
        )}
        <TextInput
          label={t('Email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('Kata Sandi')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('Tampilkan kata sandi') }}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            {t('Lupa Kata Sandi?')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
          {t('Masuk')}
        </Button>
        <Text ta="center" size="sm">
          {t('Belum memiliki akun?')}{' '}
          <Anchor component={Link} to="/auth/register" fw={600}>
            {t('Daftar')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
