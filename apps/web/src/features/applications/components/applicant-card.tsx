import { Anchor, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FINAL_STAGES, VOCATIONAL_PROGRAM_LABELS, type ApplicationStage, type TApplication, type VocationalProgram } from '@jalurkarir/shared';
import { formatDate } from '../../../lib/text';
import { formatDateTime } from '../../../lib/dates';
import { StageBadge } from './stage-badge';
import { StageMenu } from './stage-menu';

export const programLabel = (program: string | null) =>
  program && program in VOCATIONAL_PROGRAM_LABELS ? VOCATIONAL_PROGRAM_LABELS[program as VocationalProgram] : program;

/** Which applicants are picked for a bulk move, and how to pick one (the page keeps the set). */
export type Selection = { selected: ReadonlySet<string>; toggle: (id: string, checked: boolean) => void };

/** One applicant on the board or the phone list: a checkbox for bulk moves, name, school and program, when, and the move menu. */
export function ApplicantCard({
  application,
  showStage,
  onMove,
  selection,
}: {
  application: TApplication;
  showStage: boolean;
  onMove: (application: TApplication, to: ApplicationStage) => void;
  selection?: Selection;
}) {
  const { t, i18n } = useTranslation();
  const program = programLabel(application.program);
  return (
    <Card withBorder radius="sm" padding="sm" data-testid="applicant-card" data-stage={application.stage} data-name={application.student_name}>
      <Stack gap={4}>
        <Group justify="space-between" gap={4} wrap="nowrap" align="flex-start">
          {selection && !FINAL_STAGES.includes(application.stage) && (
            <Checkbox
              size="xs"
              mt={2}
              checked={selection.selected.has(application.id)}
              onChange={(e) => selection.toggle(application.id, e.currentTarget.checked)}
              aria-label={t('Pilih {{name}}', { name: application.student_name })}
              data-testid="applicant-select"
            />
          )}
          <Anchor component={Link} to={`/applicants/${application.id}`} fw={600} size="sm" style={{ overflowWrap: 'anywhere', flex: 1 }}>
            {application.student_name}
          </Anchor>
          <StageMenu stage={application.stage} compact onPick={(to) => onMove(application, to)} />
        </Group>
        <Text size="xs" c="dimmed">
          {[application.school_name, program ? t(program) : null].filter(Boolean).join(' · ')}
        </Text>
        {application.stage === 'interview' && application.interview_at && (
          <Text size="xs">{t('Wawancara {{date}}', { date: formatDateTime(application.interview_at, i18n.language) })}</Text>
        )}
        <Group justify="space-between" gap={4}>
          <Text size="xs" c="dimmed">
            {t('Melamar {{date}}', { date: formatDate(application.created_at, i18n.language) })}
          </Text>
          {showStage && <StageBadge stage={application.stage} />}
        </Group>
        {application.source === 'invitation' && (
          <Text size="xs" c="jalur.8">
            {t('Dari undangan')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
