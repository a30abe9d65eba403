import { useState, type ChangeEvent } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { saveSession } from '../../../lib/session';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import { login } from '../api/auth-api';
import type { TLogin } from '@jalurkarir/shared';
import { AuthHeading } from '../components/auth-heading';

type LoginValidation = typeof import('../login-validation');
let validation: LoginValidation | undefined;
/** The form's checks (zod) load on the first focus or submit, not with the page. */
async function loadValidation(): Promise<LoginValidation> {
  validation ??= await import('../login-validation');
  return validation;
}

/** Masuk (spec §2): e-mail and password; a failed login stays on this page with the API's message. */
export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const registeredEmail = (location.state as { registered?: string } | null)?.registered;
  // Two fields in plain state (no form library) and a plain request (no query cache): the login
  // screen is what every visitor loads first. A field's message clears when it is edited.
  const [values, setValues] = useState({ email: registeredEmail ?? '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Until the checks are loaded (first focus) there is nothing to show; submitting waits for them.
  const validate = (current = values) => {
    const found = validation?.validateLogin(current, lang) ?? {};
    setErrors(found);
    return found;
  };
  useRevalidateOnLangChange({ errors, validate: () => validate() });
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (body: TLogin) => {
    setPending(true);
    setError(null);
    try {
      const { token, user } = await login(body);
      saveSession(token, user);
      notifications.show({ color: 'green', message: t('Berhasil masuk'), autoClose: 3000 });
      navigate('/', { replace: true });
    } catch (failure) {
      setError(failure);
      setErrors(apiFieldErrors(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onFocus={() => void loadValidation()}
      onSubmit={(event) => {
        event.preventDefault();
        void loadValidation().then(({ parseLogin }) => {
          if (Object.keys(validate()).length === 0) void submit(parseLogin(values));
        });
      }}
      noValidate
    >
      <AuthHeading title={t('Masuk')} subtitle={t('Masuk ke akun JalurKarir Anda')} />
      <Stack gap="md">
        {registeredEmail && !error && (
          <Alert color="green" icon={<IconMailCheck size={18} aria-hidden />} data-testid="registered-alert">
            {t('Kami telah mengirim tautan konfirmasi ke email Anda. Akun Anda akan diverifikasi oleh Admin.')}
          </Alert>
        )}
        {error != null && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="form-error">
            {apiErrorMessage(error, t)}
          </Alert>
        )}
        <TextInput label={t('Email')} type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        <PasswordInput
          label={t('Kata Sandi')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('Tampilkan kata sandi') }}
          {...field('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            {t('Lupa Kata Sandi?')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={pending}>
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
