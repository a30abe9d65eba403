import { useTranslation } from 'react-i18next';
import { TRACER_RESPONSE_STATUS_LABELS, TRACER_ROUND_STATUS_LABELS, type TracerResponseStatus, type TracerRoundStatus } from '@jalurkarir/shared';
import { StatusBadge, type Tone } from '../../../components/status-badge';

const ROUND_TONES: Record<TracerRoundStatus, Tone> = { scheduled: 'info', open: 'success', closed: 'neutral' };
const RESPONSE_TONES: Record<TracerResponseStatus, Tone> = { responded: 'success', pending: 'warning', unreachable: 'danger' };

export function RoundStatusBadge({ status }: { status: TracerRoundStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={ROUND_TONES[status]}>{t(TRACER_ROUND_STATUS_LABELS[status])}</StatusBadge>;
}

export function ResponseStatusBadge({ status }: { status: TracerResponseStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={RESPONSE_TONES[status]} data-testid="response-status">
      {t(TRACER_RESPONSE_STATUS_LABELS[status])}
    </StatusBadge>
  );
}
