import { useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Stepper, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCircleCheck, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { MAX_IMPORT_BYTES } from '@jalurkarir/shared';
import { apiErrorMessage } from '../../lib/api-errors';
import type { CrudClient, ImportReport } from '../../lib/crud-client';

/** `{"12.nisn": "…"}` → rows sorted by row number, for the report table. */
export function reportRows(errors: Record<string, string>): { row: number; column: string; message: string }[] {
  return Object.entries(errors)
    .map(([key, message]) => {
      const dot = key.indexOf('.');
      const row = Number(dot === -1 ? key : key.slice(0, dot));
      return { row: Number.isFinite(row) ? row : 0, column: dot === -1 ? '' : key.slice(dot + 1), message };
    })
    .sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
}

/**
 * Spreadsheet import in two steps: a dry run that reports every bad row with its reason, then the
 * import itself — all rows or none (the API applies a file in one transaction).
 */
export function ImportDialog({
  opened,
  client,
  onClose,
  onImported,
  hint,
}: {
  opened: boolean;
  /** What the dialog calls: a model's client, or any import with the same two calls (e.g. a competency scheme). */
  client: Pick<CrudClient, 'importFile' | 'importTemplate'>;
  onClose: () => void;
  onImported: () => void;
  /** The line about filling the template (translated), when the people import's text does not fit. */
  hint?: string;
}) {
  const { t } = useTranslation();
  const mounted = useOpenedOnce(opened);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const dryRun = useMutation({ mutationFn: (f: File) => client.importFile(f, true), onSuccess: setReport });
  const apply = useMutation({
    mutationFn: (f: File) => client.importFile(f, false),
    onSuccess: (result) => {
      setReport(result);
      onImported();
      notifications.show({
        color: 'green',
        message: t('Impor selesai: {{created}} baru, {{updated}} diperbarui', { created: result.created, updated: result.updated }),
      });
    },
  });
  const error = dryRun.error ?? apply.error;
  const reset = () => {
    setFile(null);
    setReport(null);
    setLocalError(null);
    dryRun.reset();
    apply.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const choose = (next: File | null) => {
    reset();
    if (next && next.size > MAX_IMPORT_BYTES) {
      setLocalError(t('Berkas terlalu besar (maksimal 5 MB)'));
      return;
    }
    setFile(next);
  };
  const problems = report ? reportRows(report.errors) : [];
  const step = report && !report.dry_run ? 2 : report ? 1 : 0;

  // Mounted when first opened (useOpenedOnce): every list page that imports renders one, closed.
  if (!mounted) return null;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('Impor dari Spreadsheet')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('Tutup') }}
      data-testid="import-dialog"
    >
      <Stack gap="md">
        <Stepper active={step} size="xs" allowNextStepsSelect={false}>
          <Stepper.Step label={t('Pilih berkas')} />
          <Stepper.Step label={t('Periksa')} />
          <Stepper.Step label={t('Impor')} />
        </Stepper>
        <TemplateHint hint={hint} client={client} onError={setLocalError} />
        <FileInput
          label={t('Berkas CSV atau Excel')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': t('Hapus berkas') }}
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          placeholder={t('Pilih berkas…')}
          data-testid="import-file"
        />
        {(localError || error) && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="import-error">
            {localError ?? apiErrorMessage(error, t)}
            {Object.values((error as { errors?: Record<string, string> } | null)?.errors ?? {}).map((m) => (
              <div key={m}>{m}</div>
            ))}
          </Alert>
        )}
        {report && <ImportReportView report={report} problems={problems} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {step === 2 ? t('Tutup') : t('Batal')}
          </Button>
          {step < 2 && (
            <Button
              variant={step === 1 && problems.length === 0 ? 'default' : 'filled'}
              disabled={!file}
              loading={dryRun.isPending}
              onClick={() => file && dryRun.mutate(file)}
              data-testid="import-check"
            >
              {t('Periksa berkas')}
            </Button>
          )}
          {step === 1 && problems.length === 0 && (
            <Button loading={apply.isPending} onClick={() => file && apply.mutate(file)} data-testid="import-apply">
              {t('Impor sekarang')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** What to fill in, and the two template downloads (a failed download shows in the dialog's alert). */
function TemplateHint({
  hint,
  client,
  onError,
}: {
  hint: string | undefined;
  client: Pick<CrudClient, 'importTemplate'>;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {hint ??
        t(
          'Isi templat di bawah baris contoh. Pilihan yang diizinkan ada di lembar kedua templat Excel; wilayah boleh ditulis dengan namanya. Baris dengan NISN atau email yang sudah ada akan diperbarui.',
        )}{' '}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => void client.importTemplate('xlsx').catch((e) => onError(apiErrorMessage(e, t)))}
        data-testid="import-template"
      >
        {t('Unduh templat Excel')}
      </Anchor>
      {' · '}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => void client.importTemplate('csv').catch((e) => onError(apiErrorMessage(e, t)))}
      >
        {t('Unduh templat CSV')}
      </Anchor>
    </Text>
  );
}

/** The check's or the import's answer: every bad row with its column and reason, or the counts. */
function ImportReportView({ report, problems }: { report: ImportReport; problems: ReturnType<typeof reportRows> }) {
  const { t } = useTranslation();
  if (problems.length > 0)
    return (
      <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="import-problems">
        <Text size="sm" fw={600} mb="xs">
          {t('Baris bermasalah: {{n}}. Perbaiki berkas lalu periksa lagi; tidak ada data yang diubah.', {
            n: new Set(problems.map((p) => p.row)).size,
          })}
        </Text>
        <ScrollArea.Autosize mah={240}>
          <Table fz="sm" withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('Baris')}</Table.Th>
                <Table.Th scope="col">{t('Kolom')}</Table.Th>
                <Table.Th scope="col">{t('Masalah')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {problems.map((p) => (
                <Table.Tr key={`${p.row}.${p.column}`} data-testid="import-problem">
                  <Table.Td>{p.row || '—'}</Table.Td>
                  <Table.Td>{(p.column && report.columns?.[p.column]) || p.column || '—'}</Table.Td>
                  <Table.Td>{p.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Alert>
    );
  return (
    <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="import-ok">
      <List size="sm" spacing={2}>
        <List.Item>{t('Jumlah baris: {{n}}', { n: report.total })}</List.Item>
        <List.Item>{report.dry_run ? t('Akan dibuat: {{n}}', { n: report.created }) : t('Dibuat: {{n}}', { n: report.created })}</List.Item>
        <List.Item>{report.dry_run ? t('Akan diperbarui: {{n}}', { n: report.updated }) : t('Diperbarui: {{n}}', { n: report.updated })}</List.Item>
      </List>
    </Alert>
  );
}
