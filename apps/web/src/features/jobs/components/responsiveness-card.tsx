import { useTranslation } from 'react-i18next';
import type { TResponsiveness } from '@jalurkarir/shared';
import { ResponseTimeCard } from '../../../components/response-time-card';
import { responsivenessSummary } from './job-format';

/** How quickly the company answers applications, as the average to the first response. */
export function ResponsivenessCard({ value }: { value: TResponsiveness }) {
  const { t } = useTranslation();
  const summary = responsivenessSummary(value, t);
  return (
    <ResponseTimeCard
      testId="responsiveness"
      figureTestId="responsiveness-average"
      figure={summary?.average ?? null}
      detail={summary ? `${t('rata-rata dari lamaran hingga tanggapan pertama')} · ${summary.share}` : ''}
    />
  );
}
