import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-errors';

/** Runs a file download (an export) with its busy state, and says what was downloaded or why it failed. */
export function useDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (download: () => Promise<string>) => {
    setBusy(true);
    try {
      const name = await download();
      notifications.show({ color: 'green', message: t('Berkas {{name}} diunduh', { name }) });
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
