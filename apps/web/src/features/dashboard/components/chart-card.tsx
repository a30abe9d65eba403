import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';

/**
 * A chart with its figures as a table for screen readers (the SVG itself is hidden from them).
 */
export function ChartCard({
  title,
  id,
  rows,
  children,
}: {
  title: string;
  id: string;
  rows: { label: string; value: number | string }[];
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id} data-testid={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {/* The figures are in the table below; the chart itself is out of the keyboard and screen-reader path. */}
      <div inert>{children}</div>
      <VisuallyHidden>
        <Table>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">{row.label}</Table.Th>
                <Table.Td>{row.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
      {rows.length === 0 && <Text c="dimmed">—</Text>}
    </Card>
  );
}
