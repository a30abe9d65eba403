import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import classes from '../pages/take-test-page.module.css';

/**
 * The test screen while the attempt loads, in the size of the loaded one: the heading with the
 * instructions and the countdown, the question card with its five choices, and the navigator. It
 * fills a phone's screen, so nothing the student sees (the footer) moves when the questions arrive.
 */
export function RunnerSkeleton() {
  return (
    <div data-testid="attempt-loading">
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={8} style={{ flex: '1 1 240px' }}>
          <Skeleton h={32} w="80%" radius="sm" />
          {[95, 90, 95, 70].map((w, i) => (
            <Skeleton key={i} h={16} w={`${w}%`} radius="sm" />
          ))}
        </Stack>
        <Skeleton h={30} w={84} radius="xl" />
      </Group>
      <div className={classes.layout}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Skeleton h={20} w={140} radius="sm" />
              <Skeleton h={30} w={80} radius="sm" />
            </Group>
            <Skeleton h={48} radius="sm" />
            <Stack gap="xs">
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} h={44} radius="sm" />
              ))}
            </Stack>
            <Group justify="space-between">
              <Skeleton h={36} w={100} radius="sm" />
              <Skeleton h={36} w={100} radius="sm" />
            </Group>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Skeleton h={16} w="50%" radius="sm" mb="xs" />
          <SimpleGrid cols={{ base: 6, sm: 8, md: 5 }} spacing={6}>
            {Array.from({ length: 30 }, (_, i) => (
              <Skeleton key={i} h={36} radius="sm" />
            ))}
          </SimpleGrid>
          <Skeleton h={36} mt="md" radius="sm" />
        </Card>
      </div>
    </div>
  );
}
