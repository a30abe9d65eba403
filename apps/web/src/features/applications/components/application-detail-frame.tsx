import type { ReactNode } from 'react';
import { Alert, Anchor, Card, Grid, Skeleton, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import type { ApplicationDetail } from '@jalurkarir/shared';
import { APPLICATIONS_KEY, fetchApplication } from '../api/applications-api';
import { ApplicationHistory } from './application-history';

/** The application of the route's id, as both sides' detail pages read it. */
export function useApplicationDetail() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: [...APPLICATIONS_KEY, 'detail', id], queryFn: () => fetchApplication(id) });
  return { id, query, a: query.data };
}

/**
 * The frame of an application's detail page, the same for the student and the company: the way
 * back to the list, the header, loading and error, then the page's own column beside the history.
 */
export function ApplicationDetailFrame({
  backTo,
  backLabel,
  title,
  description,
  actions,
  loadingHeight,
  query,
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  loadingHeight: number;
  query: ReturnType<typeof useApplicationDetail>['query'];
  children: (a: ApplicationDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const a = query.data;
  return (
    <>
      <Anchor component={Link} to={backTo} size="sm" mb="xs" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> {backLabel}
      </Anchor>
      <PageHeader title={title} description={description} actions={actions} />
      {query.isLoading && <Skeleton h={loadingHeight} radius="md" />}
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {a && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>{children(a)}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="history-title">
              <Title order={2} size="h4" id="history-title" mb="md">
                {t('Riwayat')}
              </Title>
              <ApplicationHistory events={a.events} />
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
