import { useEffect } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-errors';
import { getStoredUser, hasSession, updateStoredUser } from '../../../lib/session';
import { verifyEmailToken } from '../api/auth-api';
import { AuthHeading } from '../components/auth-heading';

/** `#/auth/verify-email?token=…`: confirms the e-mail address (POST /user/verify-token). The token is single-use: one request. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useQuery({
    queryKey: ['verify-token', token],
    queryFn: () => verifyEmailToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  useEffect(() => {
    const user = query.data?.data;
    if (user && getStoredUser()?.id === user.id) updateStoredUser(user);
  }, [query.data]);

  const next = hasSession() ? { to: '/', label: t('Ke Beranda') } : { to: '/auth/login', label: t('Masuk') };

  return (
    <Stack gap="md">
      <AuthHeading title={t('Konfirmasi Email')} />
      {token === '' && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {t('Tautan tidak valid.')}
        </Alert>
      )}
      {query.isLoading && (
        <Stack align="center" py="md" role="status">
          <Loader aria-label={t('Memuat')} />
          <Text c="dimmed">{t('Mengonfirmasi email Anda…')}</Text>
        </Stack>
      )}
      {query.isSuccess && (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status" data-testid="verify-success">
          {t('Email Anda berhasil dikonfirmasi.')}
        </Alert>
      )}
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="verify-error">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      <Button component={Link} to={next.to} fullWidth variant={query.isSuccess ? 'filled' : 'default'}>
        {next.label}
      </Button>
    </Stack>
  );
}
