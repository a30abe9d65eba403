import { APPLICATION_STAGE_LABELS, type ApplicationStage } from '@jalurkarir/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type Tone } from '../../../components/status-badge';

/** The badge colour of a stage: progress blue, an offer orange, a hire green, a rejection red, a withdrawal grey. */
export const STAGE_TONES: Record<ApplicationStage, Tone> = {
  applied: 'neutral',
  shortlisted: 'info',
  interview: 'info',
  offered: 'warning',
  hired: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

export function StageBadge({ stage, testId }: { stage: ApplicationStage; testId?: string }) {
  const { t } = useTranslation();
  return (
    // Never cut short ("LOLOS SELEKSI BE…"): the badge keeps its width, the text beside it wraps.
    <StatusBadge tone={STAGE_TONES[stage]} data-testid={testId} data-stage={stage} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {t(APPLICATION_STAGE_LABELS[stage])}
    </StatusBadge>
  );
}
