import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VOCATIONAL_PROGRAMS, type TOutcomeFilters } from '@jalurkarir/shared';
import { useRegions } from '../../../lib/regions';
import { useLang } from '../../../lib/use-lang';
import { fetchAlumniOptions, fetchSchoolOptions, OUTCOMES_KEY } from '../api/outcomes-api';
import { programLabel } from './labels';

export type FilterKey = 'school_id' | 'province_code' | 'graduation_year' | 'program' | 'class_name';

/**
 * The filters of the alumni list and the dashboards: graduation year, program and class group
 * from the graduates in scope (`/alumni/options`), and for the Admin the province and the school.
 * Choosing "all" removes the filter.
 */
export function OutcomeFilters({
  value,
  onChange,
  admin,
  show = ['graduation_year', 'program', 'class_name'],
}: {
  value: TOutcomeFilters;
  onChange: (next: TOutcomeFilters) => void;
  admin: boolean;
  show?: FilterKey[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const options = useQuery({ queryKey: [...OUTCOMES_KEY, 'options', value.school_id ?? ''], queryFn: () => fetchAlumniOptions(value.school_id) });
  const schools = useQuery({ queryKey: ['sekolah', 'all'], queryFn: fetchSchoolOptions, enabled: admin });
  const provinces = useRegions('provinces');
  const set = (key: FilterKey, raw: string | null) => {
    const next: TOutcomeFilters = { ...value };
    if (!raw || raw === 'all') delete next[key];
    else if (key === 'graduation_year') next.graduation_year = Number(raw);
    else if (key === 'program') next.program = VOCATIONAL_PROGRAMS.find((p) => p === raw);
    else next[key] = raw;
    // Another school has other classes: a class group chosen for the previous one no longer applies.
    if (key === 'school_id') delete next.class_name;
    onChange(next);
  };
  const all = (label: string) => ({ value: 'all', label });
  const width = { base: '100%', xs: 200 } as const;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid="outcome-filters" data-no-print>
      {admin && (
        <Select
          label={t('Provinsi')}
          data={[all(t('Semua provinsi')), ...(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))]}
          value={value.province_code ?? 'all'}
          onChange={(v) => set('province_code', v)}
          allowDeselect={false}
          searchable
          w={width}
          data-testid="filter-province"
        />
      )}
      {admin && (
        <Select
          label={t('Sekolah')}
          data={[all(t('Semua sekolah')), ...(schools.data ?? []).map((s) => ({ value: s.id, label: s.name }))]}
          value={value.school_id ?? 'all'}
          onChange={(v) => set('school_id', v)}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 260 }}
          data-testid="filter-school"
        />
      )}
      {show.includes('graduation_year') && (
        <Select
          label={t('Tahun lulus')}
          data={[all(t('Semua tahun')), ...(options.data?.years ?? []).map((y) => ({ value: String(y.year), label: String(y.year) }))]}
          value={value.graduation_year ? String(value.graduation_year) : 'all'}
          onChange={(v) => set('graduation_year', v)}
          allowDeselect={false}
          w={width}
          data-testid="filter-year"
        />
      )}
      {show.includes('program') && (
        <Select
          label={t('Kompetensi Keahlian')}
          data={[all(t('Semua kompetensi keahlian')), ...(options.data?.programs ?? []).map((p) => ({ value: p, label: programLabel(p, lang) }))]}
          value={value.program ?? 'all'}
          onChange={(v) => set('program', v)}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
          data-testid="filter-program"
        />
      )}
      {show.includes('class_name') && (
        <Select
          label={t('Rombel')}
          data={[all(t('Semua rombel')), ...(options.data?.classes ?? []).map((c) => ({ value: c, label: c }))]}
          value={value.class_name ?? 'all'}
          onChange={(v) => set('class_name', v)}
          allowDeselect={false}
          searchable
          w={width}
          data-testid="filter-class"
        />
      )}
    </Group>
  );
}
