import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  usePageTitle(title);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
