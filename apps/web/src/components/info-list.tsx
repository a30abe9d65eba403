import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';

export interface InfoItem {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label/value pairs as a description list: two columns on wide screens, one on phones. */
export function InfoList({ items, cols = 2 }: { items: InfoItem[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="md" m={0}>
      {items.map((item) => (
        <div key={item.label} data-testid={item.testId}>
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {item.label}
          </Text>
          <Text component="dd" m={0} mt={2} style={{ overflowWrap: 'anywhere' }}>
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
