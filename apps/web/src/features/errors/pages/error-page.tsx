import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';

export function ErrorPage({ code, title, description }: { code: string; title: string; description: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack align="center" ta="center" gap="md" py={48} px="md" mx="auto" maw={520} data-testid={`error-${code}`}>
      <Text component="p" fz={72} fw={800} lh={1} c="jalur.7" aria-hidden="true" m={0}>
        {code}
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
      <Button component={Link} to="/">
        {t('Kembali ke Beranda')}
      </Button>
    </Stack>
  );
}
