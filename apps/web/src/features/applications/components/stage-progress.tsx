import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STAGE_LABELS, PIPELINE_STAGES, type ApplicationStage, type TApplicationEvent } from '@jalurkarir/shared';

/**
 * Where an application stands in the pipeline. A rejected or withdrawn application stops at the
 * last pipeline stage it reached (read from the history) with that step marked.
 */
export function StageProgress({ stage, events }: { stage: ApplicationStage; events: TApplicationEvent[] }) {
  const { t } = useTranslation();
  const stages: readonly ApplicationStage[] = PIPELINE_STAGES;
  const reached = stage === 'rejected' || stage === 'withdrawn' ? (events.filter((e) => e.to_stage !== stage).at(-1)?.to_stage ?? 'applied') : stage;
  const active = stages.indexOf(reached);
  const ended = stage === 'rejected' || stage === 'withdrawn';
  return (
    <Stepper
      active={ended ? active : stage === 'hired' ? stages.length : active}
      size="xs"
      orientation="horizontal"
      allowNextStepsSelect={false}
      styles={{ steps: { flexWrap: 'wrap', rowGap: 8 } }}
      aria-label={t('Tahap lamaran')}
    >
      {stages.map((s, i) => (
        <Stepper.Step
          key={s}
          label={t(APPLICATION_STAGE_LABELS[s])}
          color={ended && i === active ? (stage === 'rejected' ? 'red' : 'gray') : undefined}
          description={ended && i === active ? t(APPLICATION_STAGE_LABELS[stage]) : undefined}
        />
      ))}
    </Stepper>
  );
}
