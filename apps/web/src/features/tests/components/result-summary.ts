import type { TFunction } from 'i18next';
import type { TestResult } from '@jalurkarir/shared';

/** One line about a result for the history lists (the full view is the result page). */
export function resultHeadlineText(result: TestResult, t: TFunction): string {
  switch (result.instrument) {
    case 'points':
      return result.passed == null
        ? t('Skor {{percent}}%', { percent: result.percent })
        : t('Skor {{percent}}% · {{verdict}}', { percent: result.percent, verdict: result.passed ? t('Lulus') : t('Belum lulus') });
    case 'riasec':
      return t('Kode minat {{code}}', { code: result.code });
    case 'attitude-scale':
      return t('Kesiapan kerja {{score}} dari 100', { score: Math.round(result.overall) });
    case 'big-five':
      return t('Profil lima dimensi kepribadian');
  }
}
