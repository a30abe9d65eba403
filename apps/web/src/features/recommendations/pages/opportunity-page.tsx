import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconBookmark } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CONTRACT_TYPES, CONTRACT_TYPE_LABELS } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { isApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-errors';
import { tk } from '../../../lib/i18n';
import { formatDate } from '../../../lib/text';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import {
  applyTo,
  myRecommendationsQuery,
  inLang,
  RECOMMENDATIONS_KEY,
  type OpeningRecommendation,
  type StudentFilters,
  type StudentRecommendations,
} from '../api/recommendations-api';
import { ownApplicationState } from '../components/pair-state';
import { NoRecommendations, RecommendationCard, RecommendationsLoading } from '../components/recommendation-card';
import { PartBars, RaiseList } from '../components/score-parts';
import { SaveButton } from '../../../components/save-opening-button';

// A closed list stays out of the page: Mantine keeps it mounted by default and places it on mount,
// work a phone does for every select before the page can answer.
const CLOSED_UNMOUNTED = { keepMounted: false };

const BLOCKED: Record<string, string> = {
  not_verified: tk('Rekomendasi muncul setelah akun Anda diverifikasi sekolah.'),
  not_active: tk('Akun Anda tidak aktif.'),
  not_found: tk('Profil siswa belum lengkap.'),
};

/** Rekomendasi Pekerjaan: the student's openings ranked and explained, and careers that fit. */
export function OpportunityPage() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<StudentFilters>({});
  const query = useQuery({
    ...myRecommendationsQuery(filters),
    placeholderData: keepPreviousData,
  });
  // The ranked cards render as a deferred update: React builds them in slices, so the answer's
  // arrival is not one long task on a slow phone.
  const data = useDeferredAnswer(query.data);
  const [cities, setCities] = useState<{ value: string; label: string }[]>([]);
  // City options: the cities of the openings shown without a city filter.
  useEffect(() => {
    if (!filters.city_code && query.data) {
      const seen = new Map<string, string>();
      for (const item of query.data.items) if (item.city_code) seen.set(item.city_code, item.city_name ?? item.city_code);
      setCities([...seen].map(([value, label]) => ({ value, label })));
    }
  }, [query.data, filters.city_code]);

  return (
    <>
      <PageHeader
        title={t('Rekomendasi Pekerjaan')}
        description={t('Lowongan yang paling cocok dengan minat, nilai, sertifikat, dan lokasi Anda — dengan alasannya.')}
        actions={
          <Button component={Link} to="/opportunity/saved" variant="default" size="sm" leftSection={<IconBookmark size={16} aria-hidden />}>
            {t('Lowongan Tersimpan')}
          </Button>
        }
      />
      <Card withBorder radius="md" padding="md" mb="md" component="section" aria-label={t('Saring')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Select
            label={t('Kabupaten/Kota')}
            data={cities}
            value={filters.city_code ?? null}
            onChange={(v) => setFilters((f) => ({ ...f, city_code: v ?? undefined }))}
            clearable
            comboboxProps={CLOSED_UNMOUNTED}
            data-testid="filter-city"
          />
          <Select
            label={t('Jenis Kontrak')}
            data={CONTRACT_TYPES.map((c) => ({ value: c, label: t(CONTRACT_TYPE_LABELS[c]) }))}
            value={filters.contract_type ?? null}
            onChange={(v) => setFilters((f) => ({ ...f, contract_type: v ?? undefined }))}
            clearable
            comboboxProps={CLOSED_UNMOUNTED}
            data-testid="filter-contract"
          />
          <NumberInput
            label={t('Gaji minimal')}
            min={0}
            step={500_000}
            thousandSeparator="."
            decimalSeparator=","
            value={filters.salary_min ?? ''}
            onChange={(v) => setFilters((f) => ({ ...f, salary_min: typeof v === 'number' ? v : undefined }))}
          />
          <Checkbox
            mt={{ base: 0, sm: 'xl' }}
            label={t('Hanya mitra sekolah saya')}
            checked={filters.partner === '1'}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setFilters((f) => ({ ...f, partner: checked ? '1' : undefined }));
            }}
          />
        </SimpleGrid>
      </Card>
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {!data && !query.isError && <RecommendationsLoading height={140} />}
      {data?.blocked && (
        <Alert color="yellow" mb="md" data-testid="blocked">
          {t(BLOCKED[data.blocked] ?? BLOCKED.not_found!)} <Link to="/">{t('Buka profil')}</Link>
        </Alert>
      )}
      {data && data.items.length === 0 && <NoRecommendations />}
      <Stack gap="md" mb="xl">
        {data?.items.map((item) => (
          <OpeningCard key={item.id} item={item} competencyTests={data.competency_tests} />
        ))}
      </Stack>
      {data && data.careers.length > 0 && (
        <section aria-labelledby="careers-title">
          <Title order={2} size="h4" id="careers-title" mb="xs">
            {t('Saran Karier')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('Pekerjaan yang sesuai dengan kode minat dan jurusan Anda.')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="careers">
            {data.careers.map((c) => (
              <Card key={c.key} withBorder radius="md" padding="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600}>{inLang(c.name, i18n.language)}</Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {c.riasec}
                    {c.isco ? ` · ISCO ${c.isco}` : ''}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {inLang(c.description, i18n.language)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      )}
    </>
  );
}

function OpeningCard({ item, competencyTests }: { item: OpeningRecommendation; competencyTests: StudentRecommendations['competency_tests'] }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const apply = useMutation({
    mutationFn: () => applyTo(item.id),
    onSuccess: () => notifications.show({ color: 'green', message: t('Lamaran terkirim') }),
    onError: (e) => {
      // An opening with screening questions is applied to from its page, where the questions are asked.
      if (isApiError(e) && Object.keys(e.errors).some((field) => field.startsWith('answers'))) {
        notifications.show({ color: 'blue', message: t('Lowongan ini punya pertanyaan seleksi: jawab di halaman lowongan, lalu kirim lamaran.') });
        void navigate(`/jobs/${item.id}`);
        return;
      }
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    },
    // Either way the card reads the application's state again (a refusal may mean it exists).
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['applications'] });
      void client.invalidateQueries({ queryKey: RECOMMENDATIONS_KEY });
    },
  });
  // Applied a moment ago and not read again yet: the stage an application starts at.
  const state = ownApplicationState(item.application ?? (apply.isSuccess ? { stage: 'applied' } : null), t);
  return (
    <RecommendationCard
      testId="recommendation"
      total={item.total}
      parts={item.parts}
      action={
        state ? (
          <StatusBadge tone="success" tt="none" size="lg" data-testid="pair-state">
            {state}
          </StatusBadge>
        ) : (
          <Button size="xs" onClick={() => apply.mutate()} loading={apply.isPending}>
            {t('Lamar')}
          </Button>
        )
      }
      save={<SaveButton id={item.id} title={item.title} />}
      breakdown={
        <>
          <PartBars parts={item.parts} />
          <RaiseList gaps={item.gaps} competencyTests={competencyTests} />
        </>
      }
    >
      <Title order={2} size="h5">
        <Link to={`/jobs/${item.id}`}>{item.title}</Link>
      </Title>
      {/* Apart from the title's link by more than a finger's 24 px (axe target-size). */}
      <Text size="sm" c="dimmed" mt={6}>
        <Anchor component={Link} to={`/companies/${item.company_id}`} inherit underline="always">
          {item.company_name}
        </Anchor>
        {[item.city_name, t(CONTRACT_TYPE_LABELS[item.contract_type as keyof typeof CONTRACT_TYPE_LABELS] ?? item.contract_type)]
          .filter(Boolean)
          .map((part) => ` · ${part}`)
          .join('')}
        {item.deadline ? ` · ${t('Batas')} ${formatDate(item.deadline, i18n.language)}` : ''}
      </Text>
    </RecommendationCard>
  );
}
