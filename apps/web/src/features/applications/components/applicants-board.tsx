import { Badge, Group, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STAGE_LABELS, type ApplicationStage, type TApplication } from '@jalurkarir/shared';
import { ApplicantCard, type Selection } from './applicant-card';

/** The board's columns: the pipeline and the rejected; withdrawn applications are counted under it. */
export const BOARD_STAGES: ApplicationStage[] = ['applied', 'shortlisted', 'interview', 'offered', 'hired', 'rejected'];

/** Desktop: a column per stage, each applicant a card with its move menu. */
export function ApplicantsBoard({
  applications,
  onMove,
  selection,
}: {
  applications: TApplication[];
  onMove: (a: TApplication, to: ApplicationStage) => void;
  selection?: Selection;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={BOARD_STAGES.length} spacing="xs" data-testid="applicants-board">
      {BOARD_STAGES.map((stage) => {
        const inStage = applications.filter((a) => a.stage === stage);
        return (
          <Paper
            key={stage}
            withBorder
            radius="md"
            p="xs"
            bg="gray.0"
            component="section"
            aria-labelledby={`column-${stage}`}
            data-testid={`column-${stage}`}
          >
            <Group justify="space-between" mb="xs" gap={4} wrap="nowrap">
              <Title order={2} size="h6" id={`column-${stage}`}>
                {t(APPLICATION_STAGE_LABELS[stage])}
              </Title>
              <Badge variant="filled" color="gray.7" size="sm" aria-label={t('{{count}} pelamar', { count: inStage.length })}>
                {inStage.length}
              </Badge>
            </Group>
            <ScrollArea.Autosize mah={560} type="auto">
              <Stack gap="xs">
                {inStage.map((a) => (
                  <ApplicantCard key={a.id} application={a} showStage={false} onMove={onMove} selection={selection} />
                ))}
                {inStage.length === 0 && (
                  <Text size="xs" c="dimmed" ta="center" py="sm">
                    {t('Kosong')}
                  </Text>
                )}
              </Stack>
            </ScrollArea.Autosize>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
