import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-errors';
import type { CrudClient, ListParams, SpreadsheetFormat } from '../../lib/crud-client';

/** Exports the list as the user sees it (search, filters, sort; every page) to CSV or Excel. */
export function ExportMenu({ client, params }: { client: CrudClient; params: ListParams }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: SpreadsheetFormat) => {
    setBusy(true);
    try {
      const name = await client.exportFile(format, params);
      notifications.show({ color: 'green', message: t('Berkas {{name}} diunduh', { name }) });
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          data-testid="export-open"
        >
          {t('Ekspor')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('xlsx')} data-testid="export-xlsx">
          {t('Excel (.xlsx)')}
        </Menu.Item>
        <Menu.Item onClick={() => void run('csv')} data-testid="export-csv">
          {t('CSV (.csv)')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
