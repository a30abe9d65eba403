import type { ReactNode } from 'react';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldDescriptor } from '@jalurkarir/shared';
import { apiErrorMessage } from '../../../lib/api-errors';

/** Waits for a model's field metadata: a skeleton while loading, the API's message on failure, then the screen. */
export function FieldsGate({ fields, children }: { fields: UseQueryResult<FieldDescriptor[]>; children: (fields: FieldDescriptor[]) => ReactNode }) {
  const { t } = useTranslation();
  if (fields.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {apiErrorMessage(fields.error, t)}
      </Alert>
    );
  }
  if (!fields.data) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('Memuat…')}>
        <Skeleton h={40} w="40%" />
        <Skeleton h={360} />
      </Stack>
    );
  }
  return <>{children(fields.data)}</>;
}
