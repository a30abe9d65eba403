import type { ReactNode } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/** What a personal link shows once answered: a check, a heading and a sentence, announced to screen readers. */
export function AnsweredNotice({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap="md" data-testid={testId} role="status">
      <IconCircleCheck size={40} color="#1e6b34" aria-hidden />
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** A link that no longer works: the API's message (the same for used, expired or unknown, so it says nothing of why). */
export function InvalidLink({ message, testId }: { message: string; testId: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}
