import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FIELD_MESSAGES, ZProfileUpdate } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { validateWith } from '../../../lib/form-validation';
import { PROFILE_QUERY_KEY } from '../../../lib/profile';
import { saveToken, updateStoredUser } from '../../../lib/session';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import { updateProfile } from '../api/account-api';

/** Password change: the current one is required; the API ends other sessions and returns a fresh token. */
export function PasswordForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { current_password: '', new_password: '', confirmation: '' },
    validate: (values) => {
      const errors = validateWith(ZProfileUpdate, { current_password: values.current_password, new_password: values.new_password }, lang);
      if (!values.current_password) errors.current_password = FIELD_MESSAGES.REQUIRED[lang];
      if (!values.new_password) errors.new_password = FIELD_MESSAGES.REQUIRED[lang];
      if (!values.confirmation) errors.confirmation = FIELD_MESSAGES.REQUIRED[lang];
      else if (values.confirmation !== values.new_password) errors.confirmation = FIELD_MESSAGES.PASSWORD_MISMATCH[lang];
      return errors;
    },
  });
  useRevalidateOnLangChange(form);
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data, token }) => {
      if (token) saveToken(token);
      queryClient.setQueryData(PROFILE_QUERY_KEY, data);
      updateStoredUser(data);
      form.reset();
      notifications.show({ color: 'green', message: t('Kata sandi berhasil diubah') });
    },
    onError: (error) => {
      form.setErrors(apiFieldErrors(error));
      notifications.show({ color: 'red', message: apiErrorMessage(error, t) });
    },
  });
  const toggle = { 'aria-label': t('Tampilkan kata sandi') };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="password-form-title">
      <Title order={2} size="h4" id="password-form-title" mb="md">
        {t('Ubah Kata Sandi')}
      </Title>
      <form
        onSubmit={form.onSubmit((values) => mutation.mutate({ current_password: values.current_password, new_password: values.new_password }))}
        noValidate
        data-testid="password-form"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <PasswordInput
              label={t('Kata Sandi Saat Ini')}
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={toggle}
              {...form.getInputProps('current_password')}
            />
            <PasswordInput
              label={t('Kata Sandi Baru')}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={toggle}
              {...form.getInputProps('new_password')}
            />
            <PasswordInput
              label={t('Konfirmasi Kata Sandi')}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={toggle}
              {...form.getInputProps('confirmation')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('Ubah Kata Sandi')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
