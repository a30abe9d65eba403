import { useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { api } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useRegions } from '../../../lib/regions';
import {
  fetchRankedStudents,
  inviteStudent,
  programLabel,
  RECOMMENDATIONS_KEY,
  type CompanyFilters,
  type RankedStudent,
} from '../api/recommendations-api';
import { CertificateBadges } from '../components/certificate-badges';
import { InviteMessageDialog } from '../components/invite-message-dialog';
import { contactedState } from '../components/pair-state';
import { RequirementsEditor } from '../components/requirements-editor';
import { SaveToPoolDialog } from '../components/save-to-pool-dialog';
import { NoRecommendations, RecommendationCard, RecommendationsLoading } from '../components/recommendation-card';
import { PartBars } from '../components/score-parts';
import { useSchemeOptions } from '../components/use-scheme-options';

interface OpeningOption {
  id: string;
  title: string;
  status: string;
}

type Filters = Omit<CompanyFilters, 'opportunity_id'>;
type SetFilters = (update: (filters: Filters) => Filters) => void;
type AdverseImpact = NonNullable<Awaited<ReturnType<typeof fetchRankedStudents>>['adverseImpact']>;

/** The company's open openings, the one picked (the first by default), and its students ranked under the filters. */
function useStudentRanking() {
  const openings = useQuery({
    queryKey: [...RECOMMENDATIONS_KEY, 'openings'],
    queryFn: async () => (await api.get<{ data: OpeningOption[] }>('/opportunity/list', { per_page: 100, page: 1 })).data,
  });
  // An opening named in the link (the company's openings list links each to its recommendations).
  const [params] = useSearchParams();
  const [picked, setPicked] = useState<string | null>(params.get('opening'));
  const open = (openings.data ?? []).filter((o) => o.status === 'open');
  const openingId = picked ?? open[0]?.id ?? null;
  const [filters, setFilters] = useState<Filters>({});
  const ranked = useQuery({
    queryKey: [...RECOMMENDATIONS_KEY, 'students', openingId, filters],
    queryFn: () => fetchRankedStudents({ opportunity_id: openingId!, ...filters }),
    enabled: openingId !== null,
    placeholderData: keepPreviousData,
  });
  return { openings, open, openingId, setPicked, filters, setFilters, ranked };
}

function StudentFiltersCard({
  open,
  openingId,
  onPick,
  filters,
  setFilters,
}: {
  open: OpeningOption[];
  openingId: string | null;
  onPick: (id: string | null) => void;
  filters: Filters;
  setFilters: SetFilters;
}) {
  const { t } = useTranslation();
  // Where the students live: a province narrows the cities offered; the filter is the city.
  const [province, setProvince] = useState<string | null>(null);
  const provinces = useRegions('provinces');
  const cities = useRegions('regencies', province);
  const schemeOptions = useSchemeOptions();
  return (
    <Card withBorder radius="md" padding="md" mb="md" component="section" aria-label={t('Saring')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Select
          label={t('Lowongan')}
          data={open.map((o) => ({ value: o.id, label: o.title }))}
          value={openingId}
          onChange={onPick}
          allowDeselect={false}
          data-testid="pick-opening"
        />
        <Select
          label={t('Provinsi')}
          data={(provinces.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
          value={province}
          onChange={(v) => {
            setProvince(v);
            setFilters((f) => ({ ...f, city_code: undefined }));
          }}
          clearable
          searchable
          nothingFoundMessage={t('Tidak ada data')}
          data-testid="filter-province"
        />
        <Select
          label={t('Kabupaten/Kota')}
          data={(cities.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
          value={filters.city_code ?? null}
          onChange={(v) => setFilters((f) => ({ ...f, city_code: v ?? undefined }))}
          disabled={!province}
          clearable
          searchable
          nothingFoundMessage={t('Tidak ada data')}
          data-testid="filter-city"
        />
        <NumberInput
          label={t('Skor minimal')}
          min={0}
          max={100}
          value={filters.min_score ?? ''}
          onChange={(v) => setFilters((f) => ({ ...f, min_score: typeof v === 'number' ? v : undefined }))}
        />
        <Select
          label={t('Sertifikat (skema)')}
          data={schemeOptions}
          value={filters.scheme ?? null}
          onChange={(v) => setFilters((f) => ({ ...f, scheme: v ?? undefined }))}
          clearable
          searchable
          nothingFoundMessage={t('Tidak ada data')}
          data-testid="filter-scheme"
        />
        <Checkbox
          mt={{ base: 0, sm: 'xl' }}
          label={t('Hanya sekolah mitra')}
          checked={filters.partner_only === '1'}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setFilters((f) => ({ ...f, partner_only: checked ? '1' : undefined }));
          }}
        />
      </SimpleGrid>
    </Card>
  );
}

/** The four-fifths check by gender, shown only when every group is large enough to say anything. */
function AdverseImpactCard({ impact }: { impact: AdverseImpact }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="impact-title">
      <Title order={2} size="h5" id="impact-title" mb="xs">
        {t('Pemeriksaan dampak merugikan')}
      </Title>
      {!impact.shown ? (
        <Text size="sm" c="dimmed">
          {t('Ditampilkan bila setiap kelompok jenis kelamin memiliki sedikitnya 10 siswa yang direkomendasikan.')}
        </Text>
      ) : (
        <>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Kelompok')}</Table.Th>
                <Table.Th>{t('Siswa')}</Table.Th>
                <Table.Th>{t('Di atas batas')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {impact.groups.map((g) => (
                <Table.Tr key={g.group}>
                  <Table.Td>{g.group}</Table.Td>
                  <Table.Td>{g.count}</Table.Td>
                  <Table.Td>{Math.round(g.rate * 100)}%</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" mt="xs">
            {t('Rasio empat-perlima: {{ratio}}', { ratio: impact.ratio })}{' '}
            <Badge color={impact.flagged ? 'red' : 'green'}>{impact.flagged ? t('Perlu ditinjau') : t('Wajar')}</Badge>
          </Text>
        </>
      )}
    </Card>
  );
}

/** Rekomendasi Siswa: pick one of the company's openings, see visible students ranked and explained, invite. */
export function RecommendedStudentPage() {
  const { t } = useTranslation();
  const { openings, open, openingId, setPicked, filters, setFilters, ranked } = useStudentRanking();
  const [editing, setEditing] = useState(false);
  const impact = ranked.data?.adverseImpact;

  return (
    <>
      <PageHeader
        title={t('Rekomendasi Siswa')}
        description={t('Siswa yang paling cocok untuk lowongan Anda, dengan alasannya. Hanya siswa yang mengizinkan profilnya dilihat.')}
      />
      <StudentFiltersCard open={open} openingId={openingId} onPick={setPicked} filters={filters} setFilters={setFilters} />
      {openingId && (
        <Button variant="default" mb="md" onClick={() => setEditing((e) => !e)} aria-expanded={editing} data-testid="edit-requirements">
          {t('Ubah syarat pencocokan')}
        </Button>
      )}
      {openingId && editing && <RequirementsEditor key={openingId} openingId={openingId} />}
      {(ranked.isError || openings.isError) && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(ranked.error ?? openings.error, t)}
        </Alert>
      )}
      {(openings.isPending || (openingId !== null && ranked.isPending)) && <RecommendationsLoading height={120} />}
      {((openings.data && openingId === null) || (ranked.data && ranked.data.items.length === 0)) && <NoRecommendations />}
      <Stack gap="md" mb="xl">
        {openingId && ranked.data?.items.map((item) => <StudentCard key={item.student.id} item={item} openingId={openingId} />)}
      </Stack>
      {impact && <AdverseImpactCard impact={impact} />}
    </>
  );
}

function StudentCard({ item, openingId }: { item: RankedStudent; openingId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [writing, setWriting] = useState(false);
  const [pooling, setPooling] = useState(false);
  const invite = useMutation({
    mutationFn: (message: string | null) => inviteStudent(openingId, item.student.id, message),
    onSuccess: () => {
      setWriting(false);
      notifications.show({ color: 'green', message: t('Undangan terkirim') });
    },
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
    // Either way the card reads the student's state again (a refusal may mean they were invited or applied).
    onSettled: () => void client.invalidateQueries({ queryKey: RECOMMENDATIONS_KEY }),
  });
  const state = contactedState({ applied: item.applied, invited: item.invited || invite.isSuccess }, t);
  const s = item.student;
  return (
    <RecommendationCard
      testId="ranked-student"
      total={item.total}
      parts={item.parts}
      action={
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => setPooling(true)} data-testid="save-to-pool">
            {t('Simpan ke Talent Pool')}
          </Button>
          <SaveToPoolDialog opened={pooling} studentId={item.student.id} studentName={item.student.displayName} onClose={() => setPooling(false)} />
          {state ? (
            <StatusBadge tone="success" tt="none" size="lg" data-testid="pair-state">
              {state}
            </StatusBadge>
          ) : (
            <>
              <Button size="xs" onClick={() => setWriting(true)}>
                {t('Undang')}
              </Button>
              <InviteMessageDialog
                opened={writing}
                studentName={item.student.displayName}
                sending={invite.isPending}
                onSend={(message) => invite.mutate(message)}
                onClose={() => setWriting(false)}
              />
            </>
          )}
        </Group>
      }
      breakdown={<PartBars parts={item.parts} />}
    >
      <Title order={2} size="h5">
        {s.displayName}
      </Title>
      <Text size="sm" c="dimmed">
        {[programLabel(s.program) ? t(programLabel(s.program)!) : null, s.grade ? `${t('Kelas')} ${s.grade}` : null, s.schoolCity]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <CertificateBadges certificates={s.certificates} testId="student-certificates" />
    </RecommendationCard>
  );
}
