import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, NumberInput, Select, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import { LabeledPagination } from '../../../components/labeled-pagination';
import { IconAlertCircle, IconBriefcaseOff, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CONTRACT_TYPES, CONTRACT_TYPE_LABELS, VOCATIONAL_PROGRAMS, VOCATIONAL_PROGRAM_LABELS } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { tk } from '../../../lib/i18n';
import { useRegions } from '../../../lib/regions';
import { fetchJobs, JOBS_KEY, type JobFilters } from '../api/jobs-api';
import { JobCard } from '../components/job-card';

const SORTS = ['newest', 'deadline', 'salary'] as const;
const SORT_LABELS = { newest: tk('Terbaru'), deadline: tk('Batas lamaran terdekat'), salary: tk('Gaji tertinggi') } as const;

/** The filters as the URL holds them, so a search can be shared, bookmarked and survives "back". */
function filtersFrom(params: URLSearchParams): JobFilters {
  const sort = params.get('sort');
  const salary = Number(params.get('salary_min'));
  return {
    search: params.get('search') || undefined,
    province_code: params.get('province_code') || undefined,
    city_code: params.get('city_code') || undefined,
    contract_type: params.get('contract_type') || undefined,
    program: params.get('program') || undefined,
    salary_min: Number.isFinite(salary) && salary > 0 ? salary : undefined,
    sort: SORTS.find((s) => s === sort) ?? 'newest',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** Lowongan Kerja: a student browses open openings (search, filters) and opens one to apply. */
export function JobsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [search, setSearch] = useState(filters.search ?? '');
  const provinces = useRegions('provinces');
  const cities = useRegions('regencies', filters.province_code);
  const list = useQuery({ queryKey: [...JOBS_KEY, 'list', filters], queryFn: () => fetchJobs(filters), placeholderData: keepPreviousData });

  const update = (changes: Partial<Record<keyof JobFilters, string | number | null | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: search.trim() });
  };

  return (
    <>
      <PageHeader
        title={t('Lowongan Kerja')}
        description={t('Lowongan yang sedang dibuka perusahaan. Pilih satu untuk melihat rinciannya dan melamar.')}
      />
      <Card withBorder radius="md" padding="md" mb="md" component="form" onSubmit={submit} role="search" aria-label={t('Cari lowongan')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('Cari')}
            placeholder={t('Judul lowongan atau nama perusahaan')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '1 1 240px' }}
            data-testid="jobs-search"
          />
          <Button type="submit">{t('Cari')}</Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm" mt="sm">
          <Select
            label={t('Provinsi')}
            placeholder={t('Semua')}
            data={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
            value={filters.province_code ?? null}
            onChange={(value) => update({ province_code: value, city_code: null })}
            searchable
            clearable
          />
          <Select
            label={t('Kabupaten/Kota')}
            placeholder={t('Semua')}
            data={(cities.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            value={filters.city_code ?? null}
            onChange={(value) => update({ city_code: value })}
            disabled={!filters.province_code}
            searchable
            clearable
          />
          <Select
            label={t('Jenis Kontrak')}
            placeholder={t('Semua')}
            data={CONTRACT_TYPES.map((c) => ({ value: c, label: t(CONTRACT_TYPE_LABELS[c]) }))}
            value={filters.contract_type ?? null}
            onChange={(value) => update({ contract_type: value })}
            clearable
            data-testid="jobs-contract"
          />
          <Select
            label={t('Kompetensi Keahlian')}
            placeholder={t('Semua')}
            data={VOCATIONAL_PROGRAMS.map((p) => ({ value: p, label: t(VOCATIONAL_PROGRAM_LABELS[p]) }))}
            value={filters.program ?? null}
            onChange={(value) => update({ program: value })}
            searchable
            clearable
          />
          <NumberInput
            label={t('Gaji minimal')}
            placeholder="0"
            min={0}
            step={500_000}
            thousandSeparator="."
            decimalSeparator=","
            value={filters.salary_min ?? ''}
            onBlur={(e) => update({ salary_min: Number(e.currentTarget.value.replace(/\D/g, '')) || null })}
          />
          <Select
            label={t('Urutkan')}
            data={SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) }))}
            value={filters.sort ?? 'newest'}
            onChange={(value) => update({ sort: value === 'newest' ? null : value })}
            allowDeselect={false}
          />
        </SimpleGrid>
      </Card>

      {list.isLoading && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={180} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(list.error, t)}
        </Alert>
      )}
      {list.data && (
        <Text size="sm" c="dimmed" mb="xs" aria-live="polite" data-testid="jobs-total">
          {t('{{count}} lowongan terbuka', { count: list.data.total })}
        </Text>
      )}
      {list.data && list.data.data.length === 0 && (
        <Card withBorder radius="md" padding="xl" data-testid="jobs-empty">
          <Group justify="center" gap="sm">
            <IconBriefcaseOff size={24} aria-hidden />
            <Text c="dimmed">{t('Tidak ada lowongan yang cocok. Ubah pencarian atau filter.')}</Text>
          </Group>
        </Card>
      )}
      {list.data && list.data.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.data.data.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </SimpleGrid>
      )}
      {list.data && list.data.total_pages > 1 && (
        <Group justify="center" mt="lg">
          <LabeledPagination total={list.data.total_pages} value={filters.page ?? 1} onChange={(page) => update({ page })} size="sm" />
        </Group>
      )}
    </>
  );
}
