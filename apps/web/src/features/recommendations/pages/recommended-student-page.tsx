import { useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconMoodEmpty } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { api } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { useRegions } from '../../../lib/regions';
import {
  fetchRankedStudents,
  inviteStudent,
  programLabel,
  RECOMMENDATIONS_KEY,
  type CompanyFilters,
  type RankedStudent,
} from '../api/recommendations-api';
import { RequirementsEditor } from '../components/requirements-editor';
import { BreakdownToggle, PartBars, Reasons, ScoreRing } from '../components/score-parts';

interface OpeningOption {
  id: string;
  title: string;
  status: string;
}

/** Rekomendasi Siswa: pick one of the company's openings, see visible students ranked and explained, invite. */
export function RecommendedStudentPage() {
  const { t } = useTranslation();
  const openings = useQuery({
    queryKey: [...RECOMMENDATIONS_KEY, 'openings'],
    queryFn: async () => (await api.get<{ data: OpeningOption[] }>('/opportunity/list', { per_page: 100, page: 1 })).data,
  });
  const [picked, setPicked] = useState<string | null>(null);
  const open = (openings.data ?? []).filter((o) => o.status === 'open');
  const openingId = picked ?? open[0]?.id ?? null;
  const [filters, setFilters] = useState<Omit<CompanyFilters, 'opportunity_id'>>({});
  // Where the students live: a province narrows the cities offered; the filter is the city.
  const [province, setProvince] = useState<string | null>(null);
  const provinces = useRegions('provinces');
  const cities = useRegions('regencies', province);
  const lang = useLang();
  const schemes = useQuery({
    queryKey: [...RECOMMENDATIONS_KEY, 'schemes'],
    queryFn: async () => (await api.get<{ data: { code: string; name_id: string; name_en: string }[] }>('/recommendation/schemes')).data,
    staleTime: 5 * 60_000,
  });
  const schemeOptions = (schemes.data ?? []).map((s) => ({ value: s.code, label: `${lang === 'en' ? s.name_en : s.name_id} (${s.code})` }));
  const [editing, setEditing] = useState(false);
  const ranked = useQuery({
    queryKey: [...RECOMMENDATIONS_KEY, 'students', openingId, filters],
    queryFn: () => fetchRankedStudents({ opportunity_id: openingId!, ...filters }),
    enabled: openingId !== null,
    placeholderData: keepPreviousData,
  });
  const impact = ranked.data?.adverseImpact;

  return (
    <>
      <PageHeader
        title={t('Rekomendasi Siswa')}
        description={t('Siswa yang paling cocok untuk lowongan Anda, dengan alasannya. Hanya siswa yang mengizinkan profilnya dilihat.')}
      />
      <Card withBorder radius="md" padding="md" mb="md" component="section" aria-label={t('Saring')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Select
            label={t('Lowongan')}
            data={open.map((o) => ({ value: o.id, label: o.title }))}
            value={openingId}
            onChange={setPicked}
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
      {(openings.isPending || (openingId !== null && ranked.isPending)) && (
        <Stack>
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      )}
      {((openings.data && openingId === null) || (ranked.data && ranked.data.items.length === 0)) && (
        <Card withBorder radius="md" padding="xl" mb="md" data-testid="empty">
          <Stack align="center" gap="xs">
            <IconMoodEmpty size={40} aria-hidden />
            <Text fw={600}>{t('Tidak ada rekomendasi')}</Text>
          </Stack>
        </Card>
      )}
      <Stack gap="md" mb="xl">
        {openingId && ranked.data?.items.map((item) => <StudentCard key={item.student.id} item={item} openingId={openingId} />)}
      </Stack>
      {impact && (
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
      )}
    </>
  );
}

function StudentCard({ item, openingId }: { item: RankedStudent; openingId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const invite = useMutation({
    mutationFn: () => inviteStudent(openingId, item.student.id),
    onSuccess: () => notifications.show({ color: 'green', message: t('Undangan terkirim') }),
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
  });
  const s = item.student;
  return (
    <Card withBorder radius="md" padding="md" data-testid="ranked-student">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ScoreRing total={item.total} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} size="h5">
            {s.displayName}
          </Title>
          <Text size="sm" c="dimmed">
            {[programLabel(s.program) ? t(programLabel(s.program)!) : null, s.grade ? `${t('Kelas')} ${s.grade}` : null, s.schoolCity]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {s.certificates.length > 0 && (
            <Group gap={4} data-testid="student-certificates">
              {s.certificates.map((c) => (
                <Badge
                  key={`${c.name}-${c.issuedOn}`}
                  variant="outline"
                  color={c.result === 'valid' ? 'teal.9' : 'gray.7'}
                  size="sm"
                  tt="none"
                  style={{ maxWidth: '100%' }}
                >
                  {c.result === 'valid' ? t('Sertifikat {{name}}', { name: c.name }) : t('Sertifikat {{name}} (kedaluwarsa)', { name: c.name })}
                </Badge>
              ))}
            </Group>
          )}
          <Reasons reasons={item.reasons} />
        </Stack>
      </Group>
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={() => invite.mutate()} loading={invite.isPending} disabled={invite.isSuccess}>
          {invite.isSuccess ? t('Sudah diundang') : t('Undang')}
        </Button>
        <BreakdownToggle open={open} onToggle={() => setOpen((o) => !o)} />
      </Group>
      {open && (
        <Stack mt="sm">
          <PartBars parts={item.parts} />
        </Stack>
      )}
    </Card>
  );
}
