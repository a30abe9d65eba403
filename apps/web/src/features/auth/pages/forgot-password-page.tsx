import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZForgotPassword } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { validateWith } from '../../../lib/form-validation';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import { requestPasswordReset } from '../api/auth-api';
import { AuthHeading } from '../components/auth-heading';

/** Lupa Kata Sandi: the API answers the same whether or not the e-mail has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useForm({ initialValues: { email: '' }, validate: (values) => validateWith(ZForgotPassword, values, lang) });
  useRevalidateOnLangChange(form);
  const mutation = useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    onError: (error) => form.setErrors(apiFieldErrors(error)),
  });

  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(ZForgotPassword.parse(values).email))} noValidate>
      <AuthHeading
        title={t('Lupa Kata Sandi')}
        subtitle={t('Masukkan email akun Anda. Kami akan mengirim tautan untuk mengatur ulang kata sandi.')}
      />
      <Stack gap="md">
        {mutation.isSuccess && (
          <Alert color="green" icon={<IconMailForward size={18} aria-hidden />} role="status" data-testid="forgot-sent">
            {mutation.data.message}
          </Alert>
        )}
        {mutation.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {apiErrorMessage(mutation.error, t)}
          </Alert>
        )}
        <TextInput label={t('Email')} type="email" autoComplete="email" inputMode="email" required {...form.getInputProps('email')} />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
          {t('Kirim Tautan')}
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/auth/login" fw={600}>
            {t('Kembali ke halaman masuk')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
