import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { ActionIcon, Button, Card, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_WEIGHTS,
  PART_KEYS,
  VOCATIONAL_PROGRAMS,
  WEIGHT_BOUNDS,
  type PartKey,
  type RiasecSuggestion,
  type TOpportunity,
} from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-errors';
import { programLabel, RECOMMENDATIONS_KEY } from '../api/recommendations-api';
import { PART_LABELS } from './score-parts';
import { useSchemeOptions } from './use-scheme-options';

/**
 * The opening's matching requirements (docs/matching.md): the interest code with a suggestion from
 * its programs, competency areas with minimums, certificates (schemes) required or preferred, and the
 * company's weights within their bounds.
 * Saved through the opening's own update endpoint.
 */
export function RequirementsEditor({ openingId }: { openingId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: [...RECOMMENDATIONS_KEY, 'opening', openingId],
    queryFn: async () => (await api.get<{ data: TOpportunity }>('/opportunity/detail', { id: openingId })).data,
  });
  const [code, setCode] = useState('');
  const [areas, setAreas] = useState<{ area: string; min: number }[]>([]);
  const [weights, setWeights] = useState<Record<PartKey, number>>(DEFAULT_WEIGHTS);
  const [requiredSchemes, setRequiredSchemes] = useState<string[]>([]);
  const [preferredSchemes, setPreferredSchemes] = useState<string[]>([]);
  const schemeOptions = useSchemeOptions();
  useEffect(() => {
    if (!detail.data) return;
    setCode(detail.data.riasec_code ?? '');
    setAreas(detail.data.competency_requirements);
    setWeights({ ...DEFAULT_WEIGHTS, ...(detail.data.match_weights ?? {}) });
    setRequiredSchemes(detail.data.required_schemes);
    setPreferredSchemes(detail.data.preferred_schemes);
  }, [detail.data]);
  const suggest = useMutation({
    mutationFn: async () =>
      (await api.get<RiasecSuggestion>('/recommendation/riasec-suggestion', { programs: (detail.data?.programs ?? []).join(',') })).data.code,
    onSuccess: (suggested) => suggested && setCode(suggested),
  });
  const save = useMutation({
    mutationFn: () =>
      api.post(
        '/opportunity/update',
        {
          riasec_code: code.trim() || null,
          competency_requirements: areas,
          required_schemes: requiredSchemes,
          // A scheme both required and preferred counts as required (docs/matching.md).
          preferred_schemes: preferredSchemes.filter((s) => !requiredSchemes.includes(s)),
          match_weights: weights,
        },
        { id: openingId },
      ),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('Syarat pencocokan disimpan') });
      void client.invalidateQueries({ queryKey: RECOMMENDATIONS_KEY });
    },
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="requirements-title" mb="md">
      <Title order={2} size="h5" id="requirements-title" mb="sm">
        {t('Syarat Pencocokan')}
      </Title>
      <Stack gap="sm">
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('Kode Minat (RIASEC)')}
            value={code}
            maxLength={3}
            onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
            w={140}
            data-testid="riasec-code"
          />
          <Button variant="default" onClick={() => suggest.mutate()} loading={suggest.isPending}>
            {t('Sarankan')}
          </Button>
        </Group>
        <Text size="sm" fw={600}>
          {t('Nilai kompetensi minimal')}
        </Text>
        <AreaRequirements areas={areas} setAreas={setAreas} openingPrograms={detail.data?.programs} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label={t('Sertifikat wajib')}
            data={schemeOptions}
            value={requiredSchemes}
            onChange={setRequiredSchemes}
            searchable
            clearable
            nothingFoundMessage={t('Tidak ada data')}
            data-testid="required-schemes"
          />
          <MultiSelect
            label={t('Sertifikat diutamakan')}
            data={schemeOptions.filter((o) => !requiredSchemes.includes(o.value))}
            value={preferredSchemes.filter((s) => !requiredSchemes.includes(s))}
            onChange={setPreferredSchemes}
            searchable
            clearable
            nothingFoundMessage={t('Tidak ada data')}
            data-testid="preferred-schemes"
          />
        </SimpleGrid>
        <Text size="sm" fw={600}>
          {t('Bobot')}
        </Text>
        <WeightInputs weights={weights} setWeights={setWeights} />
        <Button onClick={() => save.mutate()} loading={save.isPending} style={{ alignSelf: 'flex-start' }} data-testid="save-requirements">
          {t('Simpan')}
        </Button>
      </Stack>
    </Card>
  );
}

type AreaMinimum = { area: string; min: number };

/** Competency areas with the minimum score each asks; a new one starts from the opening's first program when free. */
function AreaRequirements({
  areas,
  setAreas,
  openingPrograms,
}: {
  areas: AreaMinimum[];
  setAreas: Dispatch<SetStateAction<AreaMinimum[]>>;
  openingPrograms: readonly string[] | undefined;
}) {
  const { t } = useTranslation();
  const programs = VOCATIONAL_PROGRAMS.map((p) => ({ value: p, label: t(programLabel(p) ?? p) }));
  return (
    <>
      {areas.map((a, n) => (
        <Group key={n} gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={t('Kompetensi Keahlian')}
            data={programs}
            value={a.area}
            onChange={(v) => v && setAreas((list) => list.map((x, i) => (i === n ? { ...x, area: v } : x)))}
            allowDeselect={false}
            style={{ flex: 1, minWidth: 0 }}
          />
          <NumberInput
            label={t('Minimal (%)')}
            min={0}
            max={100}
            w={100}
            value={a.min}
            onChange={(v) => setAreas((list) => list.map((x, i) => (i === n ? { ...x, min: typeof v === 'number' ? v : 0 } : x)))}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('Hapus')}
            onClick={() => setAreas((list) => list.filter((_, i) => i !== n))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => {
          const free = VOCATIONAL_PROGRAMS.find((p) => !areas.some((a) => a.area === p));
          if (free)
            setAreas((list) => [
              ...list,
              {
                area: openingPrograms?.[0] && !list.some((a) => a.area === openingPrograms?.[0]) ? openingPrograms[0] : free,
                min: 70,
              },
            ]);
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('Tambah kompetensi')}
      </Button>
    </>
  );
}

/** The company's weight of each part of the score, within its bounds. */
function WeightInputs({ weights, setWeights }: { weights: Record<PartKey, number>; setWeights: Dispatch<SetStateAction<Record<PartKey, number>>> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {PART_KEYS.map((key) => (
        <NumberInput
          key={key}
          label={t(PART_LABELS[key])}
          min={WEIGHT_BOUNDS[key].min}
          max={WEIGHT_BOUNDS[key].max}
          clampBehavior="strict"
          value={weights[key]}
          onChange={(v) => setWeights((w) => ({ ...w, [key]: typeof v === 'number' ? v : WEIGHT_BOUNDS[key].min }))}
          description={`${WEIGHT_BOUNDS[key].min}–${WEIGHT_BOUNDS[key].max}`}
        />
      ))}
    </SimpleGrid>
  );
}
