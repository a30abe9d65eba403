import type { ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The foot of a form dialog: the error that belongs to no field (if any), then Cancel and the dialog's own buttons, right-aligned. */
export function DialogActions({ error, onCancel, children }: { error?: string; onCancel: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('Batal')}
        </Button>
        {children}
      </Group>
    </>
  );
}
