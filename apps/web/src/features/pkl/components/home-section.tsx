import type { ReactNode } from 'react';
import { Card, Title } from '@mantine/core';

/** A titled part of a PKL home. */
export function HomeSection({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
