import { useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { ActionIcon, Button, Card, Divider, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
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
import type { FormPart } from '../../../components/crud/form-part';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { programLabel, RECOMMENDATIONS_KEY } from '../api/recommendations-api';
import { PART_LABELS } from './score-parts';
import { useSchemeOptions } from './use-scheme-options';

type AreaMinimum = { area: string; min: number };

/** The requirements as the opening's update body holds them. */
function requirementsBody(
  code: string,
  areas: AreaMinimum[],
  requiredSchemes: string[],
  preferredSchemes: string[],
  weights: Record<PartKey, number>,
) {
  return {
    riasec_code: code.trim() || null,
    competency_requirements: areas,
    required_schemes: requiredSchemes,
    // A scheme both required and preferred counts as required (docs/matching.md).
    preferred_schemes: preferredSchemes.filter((s) => !requiredSchemes.includes(s)),
    match_weights: weights,
  };
}

/** The body fields the requirements hold: the opening's form leaves its own inputs of these out. */
export const REQUIREMENT_FIELDS = ['riasec_code', 'competency_requirements', 'required_schemes', 'preferred_schemes', 'match_weights'] as const;

/**
 * The editing state of an opening's requirements, taken from the opening once when it arrives (a
 * background refetch never throws away what the user changed); empty for a new opening.
 */
function useRequirementsState(opening: TOpportunity | undefined) {
  const [code, setCode] = useState('');
  const [areas, setAreas] = useState<AreaMinimum[]>([]);
  const [weights, setWeights] = useState<Record<PartKey, number>>(DEFAULT_WEIGHTS);
  const [requiredSchemes, setRequiredSchemes] = useState<string[]>([]);
  const [preferredSchemes, setPreferredSchemes] = useState<string[]>([]);
  const loaded = useRef(false);
  useEffect(() => {
    if (!opening || loaded.current) return;
    loaded.current = true;
    setCode(opening.riasec_code ?? '');
    setAreas(opening.competency_requirements);
    setWeights({ ...DEFAULT_WEIGHTS, ...(opening.match_weights ?? {}) });
    setRequiredSchemes(opening.required_schemes);
    setPreferredSchemes(opening.preferred_schemes);
  }, [opening]);
  const values = useMemo(
    () => requirementsBody(code, areas, requiredSchemes, preferredSchemes, weights),
    [code, areas, requiredSchemes, preferredSchemes, weights],
  );
  return { code, setCode, areas, setAreas, weights, setWeights, requiredSchemes, setRequiredSchemes, preferredSchemes, setPreferredSchemes, values };
}
type RequirementsState = ReturnType<typeof useRequirementsState>;

/** The error of a field or, failing that, the first of its items (`competency_requirements.0.min`). */
function errorAt(errors: Record<string, string>, name: string): string | undefined {
  return errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];
}

/**
 * The opening's matching requirements (docs/matching.md): the interest code with a suggestion from
 * its programs, competency areas with minimums, certificates (schemes) required or preferred, and the
 * company's weights within their bounds; each with its error inline.
 */
function RequirementsFields({
  state,
  programs,
  errors,
}: {
  state: RequirementsState;
  programs: readonly string[] | undefined;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const schemeOptions = useSchemeOptions();
  const { requiredSchemes, preferredSchemes } = state;
  const suggest = useMutation({
    mutationFn: async () =>
      (await api.get<RiasecSuggestion>('/recommendation/riasec-suggestion', { programs: (programs ?? []).join(',') })).data.code,
    onSuccess: (suggested) => suggested && state.setCode(suggested),
  });
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('Kode Minat (RIASEC)')}
          value={state.code}
          maxLength={3}
          onChange={(e) => state.setCode(e.currentTarget.value.toUpperCase())}
          error={errors.riasec_code}
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
      <AreaRequirements areas={state.areas} setAreas={state.setAreas} openingPrograms={programs} errors={errors} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label={t('Sertifikat wajib')}
          data={schemeOptions}
          value={requiredSchemes}
          onChange={state.setRequiredSchemes}
          error={errorAt(errors, 'required_schemes')}
          searchable
          clearable
          nothingFoundMessage={t('Tidak ada data')}
          data-testid="required-schemes"
        />
        <MultiSelect
          label={t('Sertifikat diutamakan')}
          data={schemeOptions.filter((o) => !requiredSchemes.includes(o.value))}
          value={preferredSchemes.filter((s) => !requiredSchemes.includes(s))}
          onChange={state.setPreferredSchemes}
          error={errorAt(errors, 'preferred_schemes')}
          searchable
          clearable
          nothingFoundMessage={t('Tidak ada data')}
          data-testid="preferred-schemes"
        />
      </SimpleGrid>
      <Text size="sm" fw={600}>
        {t('Bobot')}
      </Text>
      <WeightInputs weights={state.weights} setWeights={state.setWeights} errors={errors} />
    </Stack>
  );
}

/**
 * The requirements on their own, with their own save (the recommendations page, beside the ranked
 * students); the opening's form holds them through `useRequirementsPart` instead.
 */
export function RequirementsEditor({ openingId }: { openingId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: [...RECOMMENDATIONS_KEY, 'opening', openingId],
    queryFn: async () => (await api.get<{ data: TOpportunity }>('/opportunity/detail', { id: openingId })).data,
  });
  const state = useRequirementsState(detail.data);
  const save = useMutation({
    mutationFn: () => api.post('/opportunity/update', state.values, { id: openingId }),
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
        <RequirementsFields state={state} programs={detail.data?.programs} errors={apiFieldErrors(save.error)} />
        <Button onClick={() => save.mutate()} loading={save.isPending} style={{ alignSelf: 'flex-start' }} data-testid="save-requirements">
          {t('Simpan')}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * The requirements as a part of the opening's own form (`/md-opportunity/<id>` and `/new`): one
 * submit saves the opening and its requirements, validated by the same schema, with one message.
 * The opening is read from the form page's own query (same key), so nothing is fetched twice.
 */
export function useRequirementsPart(openingId: string | undefined): FormPart {
  const detail = useQuery({
    queryKey: ['opportunity', 'detail', openingId],
    queryFn: async () => (await api.get<{ data: TOpportunity }>('/opportunity/detail', { id: openingId })).data,
    enabled: !!openingId,
  });
  const state = useRequirementsState(detail.data);
  return {
    fields: REQUIREMENT_FIELDS,
    values: state.values,
    render: (errors) => <RequirementsSection state={state} programs={detail.data?.programs} errors={errors} />,
  };
}

function RequirementsSection({
  state,
  programs,
  errors,
}: {
  state: RequirementsState;
  programs: readonly string[] | undefined;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="requirements-title" gap="sm" data-testid="requirements-part">
      <Divider />
      <Title order={2} size="h5" id="requirements-title">
        {t('Syarat Pencocokan')}
      </Title>
      <RequirementsFields state={state} programs={programs} errors={errors} />
    </Stack>
  );
}

/** Competency areas with the minimum score each asks; a new one starts from the opening's first program when free. */
function AreaRequirements({
  areas,
  setAreas,
  openingPrograms,
  errors,
}: {
  areas: AreaMinimum[];
  setAreas: Dispatch<SetStateAction<AreaMinimum[]>>;
  openingPrograms: readonly string[] | undefined;
  errors: Record<string, string>;
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
            error={errors[`competency_requirements.${n}.area`]}
            style={{ flex: 1, minWidth: 0 }}
          />
          <NumberInput
            label={t('Minimal (%)')}
            min={0}
            max={100}
            w={100}
            value={a.min}
            error={errors[`competency_requirements.${n}.min`]}
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
      {errors.competency_requirements && (
        <Text size="sm" c="red.8" role="alert">
          {errors.competency_requirements}
        </Text>
      )}
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
function WeightInputs({
  weights,
  setWeights,
  errors,
}: {
  weights: Record<PartKey, number>;
  setWeights: Dispatch<SetStateAction<Record<PartKey, number>>>;
  errors: Record<string, string>;
}) {
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
          error={errors[`match_weights.${key}`] ?? (key === PART_KEYS[0] ? errors.match_weights : undefined)}
        />
      ))}
    </SimpleGrid>
  );
}
