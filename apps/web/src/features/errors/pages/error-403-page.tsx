import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

export function Error403Page() {
  const { t } = useTranslation();
  return <ErrorPage code="403" title={t('Akses ditolak')} description={t('Anda tidak memiliki akses ke halaman ini.')} />;
}
