import { can, type Role } from '@jalurkarir/shared';
import { ActionIcon, Alert } from '@mantine/core';
import { IconAlertCircle, IconLayoutDashboard } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpen, principalOfUser } from '../../../app/access';
import { StartThreadIcon } from '../../../components/start-thread-button';
import { apiErrorMessage } from '../../../lib/api-errors';
import type { Row } from '../../../lib/crud-client';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { CrudPage } from '../../../components/crud/crud-page';
import { PageHeader } from '../../../components/page-header';
import { AccountActions } from '../components/account-actions';
import { ACCOUNT_ROLE, screenFilterNames, screenFilters, useScreen } from '../use-screen';

/** The list screen of every master-data route (`/md-user`, `/md-student`, …). */
export function MasterDataListPage() {
  const { t } = useTranslation();
  const { screen, user, fields, access } = useScreen();
  // The metadata's arrival renders the columns and the filters' selects: a transition, in slices, not
  // one synchronous task.
  const fieldList = useDeferredAnswer(fields.data);
  // A stable function (the list's rows are memoised; see CrudPage).
  const rowActions = useMemo(() => {
    if (!screen || !user || !access) return undefined;
    const accountRole = ACCOUNT_ROLE[screen.model];
    const isUserScreen = screen.model === 'user';
    // School staff who may start a conversation with a student of their school (docs/messages.md).
    const message = screen.model === 'siswa' && can(principalOfUser(user), 'message', 'create');
    const messageIcon = (row: Row) => <StartThreadIcon target={{ student_id: String(row.id) }} name={String(row.name ?? '')} />;
    if (isUserScreen || (accountRole !== undefined && access.permissions.update))
      return (row: Row) => (
        <>
          {message && messageIcon(row)}
          <AccountActions
            row={row}
            accountRole={(isUserScreen ? row.role : accountRole) as Role}
            viewerRole={user.role}
            manageAccounts={isUserScreen && access.permissions.update && row.id !== user.id}
          />
        </>
      );
    if (message) return messageIcon;
    if (screen.model === 'perusahaan' && canOpen(user, '/company/:id'))
      return (row: Row) => (
        // The Admin opens one company's whole picture (profile, admins, openings, partnerships, applications).
        <ActionIcon
          data-hint={t('Gambaran perusahaan')}
          component={Link}
          to={`/company/${row.id}`}
          variant="subtle"
          aria-label={t('Gambaran perusahaan')}
          data-testid="company-overview-link"
        >
          <IconLayoutDashboard size={18} aria-hidden />
        </ActionIcon>
      );
    return undefined;
  }, [screen, user, access, t]);
  const filterNames = useMemo(() => (screen && access ? screenFilterNames(screen, access.scoped) : undefined), [screen, access]);
  const filters = useMemo(
    () => (screen && access && fieldList ? screenFilters(screen, fieldList, access.scoped) : undefined),
    [screen, access, fieldList],
  );
  if (!screen || !user || !access) return null;
  if (fields.isError)
    return (
      <>
        <PageHeader title={t(access.title)} description={t(screen.description)} />
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(fields.error, t)}
        </Alert>
      </>
    );
  // The page renders while the field metadata loads (CrudPage fills in columns and filters).
  return (
    <CrudPage
      key={screen.path}
      path={screen.path}
      model={screen.model}
      title={access.title}
      description={screen.description}
      fields={fieldList}
      permissions={access.permissions}
      filters={filters}
      filterNames={filterNames}
      hiddenColumns={access.scoped}
      display={screen.display}
      rowActions={rowActions}
    />
  );
}
