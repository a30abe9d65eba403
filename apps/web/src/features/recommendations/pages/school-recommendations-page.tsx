import { Alert, Anchor, Card, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconStar, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatCard } from '../../../components/stat-card';
import { apiErrorMessage } from '../../../lib/api-errors';
import { fetchSchoolRecommendations, programLabel, RECOMMENDATIONS_KEY } from '../api/recommendations-api';

/** Rekomendasi Sekolah: per student their best matches, and how many have one above 70. */
export function SchoolRecommendationsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: [...RECOMMENDATIONS_KEY, 'school'], queryFn: fetchSchoolRecommendations });
  const data = query.data;
  return (
    <>
      <PageHeader title={t('Rekomendasi Siswa Sekolah')} description={t('Lowongan terbaik untuk setiap siswa sekolah Anda.')} />
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.isPending && <Skeleton h={200} />}
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} mb="md">
            <StatCard
              label={t('Siswa dengan rekomendasi di atas 70')}
              value={String(data.above)}
              icon={<IconStar size={24} />}
              color="green"
              testId="stat-above"
            />
            <StatCard label={t('Siswa')} value={String(data.total)} icon={<IconUsers size={24} />} testId="stat-students" />
          </SimpleGrid>
          {data.students.length === 0 ? (
            <Card withBorder padding="xl">
              <Text ta="center" fw={600}>
                {t('Tidak ada rekomendasi')}
              </Text>
            </Card>
          ) : (
            <Card withBorder radius="md" padding={0}>
              <Table.ScrollContainer minWidth={0}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('Siswa')}</Table.Th>
                      <Table.Th>{t('Rekomendasi terbaik')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.students.map((s) => (
                      <Table.Tr key={s.id}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {s.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {programLabel(s.program) ? t(programLabel(s.program)!) : ''}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {s.best.length === 0 ? (
                            <Text size="sm" c="dimmed">
                              {t('Tidak ada rekomendasi')}
                            </Text>
                          ) : (
                            <Stack gap={2}>
                              {s.best.map((b) => (
                                <Text size="sm" key={b.opening_id}>
                                  <b>{Math.round(b.total)}</b> · {b.title} ·{' '}
                                  <Anchor component={Link} to={`/companies/${b.company_id}`} inherit underline="always">
                                    {b.company_name}
                                  </Anchor>
                                </Text>
                              ))}
                            </Stack>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          )}
        </>
      )}
    </>
  );
}
