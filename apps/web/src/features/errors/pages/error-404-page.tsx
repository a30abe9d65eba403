import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

export function Error404Page() {
  const { t } = useTranslation();
  return <ErrorPage code="404" title={t('Halaman tidak ditemukan')} description={t('Halaman yang Anda cari tidak ada atau telah dipindahkan.')} />;
}
