import { useTranslation } from 'react-i18next';
import { PARTNERSHIP_STATUS_LABELS, VOCATIONAL_PROGRAM_LABELS, type PartnershipStatus, type VocationalProgram } from '@jalurkarir/shared';
import { StatusBadge, type Tone } from '../../../components/status-badge';
import { useSessionUser } from '../../../lib/session';

const TONE: Record<PartnershipStatus, Tone> = { requested: 'warning', active: 'success', declined: 'danger', expired: 'neutral', ended: 'neutral' };

export function PartnershipStatusBadge({ status }: { status: PartnershipStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONE[status]} data-testid="partnership-status" data-status={status}>
      {t(PARTNERSHIP_STATUS_LABELS[status])}
    </StatusBadge>
  );
}

/** The Indonesian label of a program code (translated where shown), or the code itself. */
export const programName = (code: string) => (code in VOCATIONAL_PROGRAM_LABELS ? VOCATIONAL_PROGRAM_LABELS[code as VocationalProgram] : code);

/** Which side the caller is on: the company sees schools, the school sees companies, the Admin both. */
export function usePartnershipSide() {
  const user = useSessionUser();
  const role = user?.role ?? 'siswa';
  return { role, side: role === 'admin_perusahaan' ? 'company' : role === 'admin' ? 'admin' : 'school' } as const;
}
