import { useTranslation } from 'react-i18next';
import { IconCloudUpload } from '@tabler/icons-react';
import {
  PKL_ATTENDANCE_LABELS,
  PKL_JOURNAL_STATUS_LABELS,
  PKL_PLACEMENT_STATUS_LABELS,
  VOCATIONAL_PROGRAM_LABELS,
  type PklAttendance,
  type PklJournalStatus,
  type PklPlacementStatus,
  type VocationalProgram,
} from '@jalurkarir/shared';
import { StatusBadge, type Tone } from '../../../components/status-badge';
import { tk } from '../../../lib/i18n';

const PLACEMENT_TONE: Record<PklPlacementStatus, Tone> = {
  proposed: 'warning',
  rejected: 'danger',
  awaiting_company: 'warning',
  confirmed: 'info',
  declined: 'danger',
  ongoing: 'success',
  finished: 'neutral',
  cancelled: 'neutral',
};
/**
 * The placement states as this screen names them: the shared labels, except two whose Indonesian
 * word already has another English in the catalogue ("Selesai" is a submitted test, "Dibatalkan" a
 * withdrawn application), so a finished or cancelled PKL would read wrong in English.
 */
export const PLACEMENT_STATUS_PHRASES: Record<PklPlacementStatus, string> = {
  ...PKL_PLACEMENT_STATUS_LABELS,
  finished: tk('Tuntas'),
  cancelled: tk('Penempatan Batal'),
};

const JOURNAL_TONE: Record<PklJournalStatus, Tone> = { submitted: 'warning', validated: 'success', returned: 'danger' };
const ATTENDANCE_TONE: Record<PklAttendance, Tone> = { hadir: 'success', sakit: 'info', izin: 'neutral', alpa: 'danger' };

export function PlacementStatusBadge({ status }: { status: PklPlacementStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={PLACEMENT_TONE[status]} data-testid="pkl-placement-status" data-status={status}>
      {t(PLACEMENT_STATUS_PHRASES[status])}
    </StatusBadge>
  );
}

export function JournalStatusBadge({ status }: { status: PklJournalStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={JOURNAL_TONE[status]} data-testid="pkl-day-status" data-status={status}>
      {t(PKL_JOURNAL_STATUS_LABELS[status])}
    </StatusBadge>
  );
}

export function AttendanceBadge({ attendance }: { attendance: PklAttendance }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={ATTENDANCE_TONE[attendance]} data-attendance={attendance}>
      {t(PKL_ATTENDANCE_LABELS[attendance])}
    </StatusBadge>
  );
}

/** A day saved on this device that the server does not have yet. */
export function UnsentBadge() {
  const { t } = useTranslation();
  return (
    <StatusBadge tone="warning" leftSection={<IconCloudUpload size={14} aria-hidden />} data-testid="pkl-day-unsent">
      {t('Belum terkirim')}
    </StatusBadge>
  );
}

/** A program code as its Indonesian name (translated where shown), or the code itself. */
export const programName = (code: string | null) =>
  code === null ? null : code in VOCATIONAL_PROGRAM_LABELS ? VOCATIONAL_PROGRAM_LABELS[code as VocationalProgram] : code;
