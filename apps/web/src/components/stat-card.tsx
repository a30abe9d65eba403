import type { ReactNode } from 'react';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import classes from './stat-card.module.css';

/** A dashboard count; with `to`, the card opens the list the count is taken from. */
export function StatCard({
  label,
  value,
  icon,
  color = 'jalur',
  testId,
  to,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color?: string;
  testId?: string;
  to?: string;
}) {
  const body = (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.2} mt={4}>
          {value}
        </Text>
      </div>
      <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
    </Group>
  );
  if (to)
    return (
      <Card withBorder radius="md" padding="md" data-testid={testId} component={Link} to={to} className={classes.link}>
        {body}
      </Card>
    );
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      {body}
    </Card>
  );
}
