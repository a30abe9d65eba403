import type { ReactNode } from 'react';
import { Card, Text, Title } from '@mantine/core';

/** A dashboard section: a titled card with a line saying what is counted, and an empty state. */
export function FigureCard({
  id,
  title,
  description,
  empty,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`${id}-title`} data-testid={id} className="outcomes-section">
      <Title order={2} size="h4" id={`${id}-title`}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {empty ? (
        <Text c="dimmed" size="sm" py="md" data-testid={`${id}-empty`}>
          {emptyText}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
