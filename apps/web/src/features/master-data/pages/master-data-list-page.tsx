import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../components/crud/crud-page';
import { apiErrorMessage } from '../../../lib/api-errors';
import { AccountActions } from '../components/account-actions';
import { ACCOUNT_ROLE, screenFilters, useScreen } from '../use-screen';
import type { Role } from '@jalurkarir/shared';

/** The list screen of every master-data route (`/md-user`, `/md-student`, …). */
export function MasterDataListPage() {
  const { t } = useTranslation();
  const { screen, user, fields, access } = useScreen();
  if (!screen || !user || !access) return null;
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
        <Skeleton h={320} />
      </Stack>
    );
  }
  const accountRole = ACCOUNT_ROLE[screen.model];
  const isUserScreen = screen.model === 'user';
  const showAccountActions = isUserScreen || (accountRole !== undefined && access.permissions.update);
  return (
    <CrudPage
      key={screen.path}
      path={screen.path}
      model={screen.model}
      title={access.title}
      description={screen.description}
      fields={fields.data}
      permissions={access.permissions}
      filters={screenFilters(screen, fields.data, access.scoped)}
      hiddenColumns={access.scoped}
      rowActions={
        showAccountActions
          ? (row) => (
              <AccountActions
                row={row}
                accountRole={(isUserScreen ? row.role : accountRole) as Role}
                viewerRole={user.role}
                manageAccounts={isUserScreen && access.permissions.update && row.id !== user.id}
              />
            )
          : undefined
      }
    />
  );
}
