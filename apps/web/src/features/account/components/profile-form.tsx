import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, ZProfileUpdate, userFields, type TUser } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { compactBody, validateWith } from '../../../lib/form-validation';
import { PROFILE_QUERY_KEY } from '../../../lib/profile';
import { updateStoredUser } from '../../../lib/session';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import { updateProfile } from '../api/account-api';

const label = (name: string) => userFields.find((f) => f.name === name)?.label ?? name;

/** Name and phone (`POST /user/profile-update`); e-mail and role are shown, not editable. */
export function ProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { name: user.name, phone: user.phone ?? '' },
    validate: (values) => validateWith(ZProfileUpdate, compactBody(values, 'null'), lang),
  });
  useRevalidateOnLangChange(form);
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, data);
      updateStoredUser(data);
      form.resetDirty({ name: data.name, phone: data.phone ?? '' });
      notifications.show({ color: 'green', message: t('Profil berhasil disimpan') });
    },
    onError: (error) => {
      form.setErrors(apiFieldErrors(error));
      notifications.show({ color: 'red', message: apiErrorMessage(error, t) });
    },
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-form-title">
      <Title order={2} size="h4" id="profile-form-title" mb="md">
        {t('Data Akun')}
      </Title>
      <form onSubmit={form.onSubmit((values) => mutation.mutate(compactBody(values, 'null')))} noValidate data-testid="profile-form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t(label('name'))} autoComplete="name" required maxLength={120} {...form.getInputProps('name')} />
            <TextInput label={t(label('phone'))} type="tel" autoComplete="tel" placeholder="08…" {...form.getInputProps('phone')} />
            <TextInput label={t(label('email'))} value={user.email} readOnly variant="filled" />
            <TextInput label={t(label('role'))} value={t(ROLE_LABELS[user.role])} readOnly variant="filled" />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('Simpan')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
