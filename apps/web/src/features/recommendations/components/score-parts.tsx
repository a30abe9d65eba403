import { Anchor, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompetencyTestAccess, Gap, PartKey, ScorePart } from '@jalurkarir/shared';
import { ProgressRing } from '../../../components/progress-ring';
import { tk } from '../../../lib/i18n';
import { inLang } from '../api/recommendations-api';
import { gainLabel } from './gain-label';
import { GapTestRequest } from './gap-test-request';

export const PART_LABELS: Record<PartKey, string> = {
  interest: tk('Minat (RIASEC)'),
  competency: tk('Nilai Kompetensi'),
  attitude: tk('Sikap Kerja'),
  certificates: tk('Sertifikat Kompetensi'),
  program: tk('Kesesuaian Jurusan'),
  location: tk('Lokasi'),
  experience: tk('Pengalaman PKL/Kerja'),
  partnership: tk('Kemitraan Sekolah'),
};

const color = (total: number) => (total >= 70 ? 'green' : total >= 50 ? 'yellow' : 'gray');

/** The total 0–100 as a ring, with the number inside. */
export function ScoreRing({ total, size = 72 }: { total: number; size?: number }) {
  const { t, i18n } = useTranslation();
  const value = total.toLocaleString(i18n.language, { maximumFractionDigits: 0 });
  return (
    <ProgressRing
      size={size}
      thickness={size / 10}
      value={total}
      color={color(total)}
      role="img"
      aria-label={t('Skor kecocokan {{score}} dari 100', { score: value })}
      label={
        <Text ta="center" fw={700} size="sm" aria-hidden>
          {value}
        </Text>
      }
    />
  );
}

/** The top reasons as short sentences. */
export function Reasons({ reasons }: { reasons: readonly ScorePart[] }) {
  const { i18n } = useTranslation();
  return (
    <List size="sm" spacing={2}>
      {reasons.map((r) => (
        <List.Item key={r.key}>{inLang(r.sentence, i18n.language)}</List.Item>
      ))}
    </List>
  );
}

/** Every part as a bar: its points out of its weight, with the sentence. */
export function PartBars({ parts }: { parts: readonly ScorePart[] }) {
  const { t, i18n } = useTranslation();
  const fmt = (n: number) => n.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Stack gap="xs">
      {parts.map((p) => (
        <div key={p.key} data-testid={`part-${p.key}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {t(PART_LABELS[p.key])}
            </Text>
            <Text size="sm" c="dimmed">
              {p.fit === null ? t('Tidak diminta') : t('{{points}} dari {{weight}} poin', { points: fmt(p.points), weight: fmt(p.weight) })}
            </Text>
          </Group>
          <Progress value={p.fit === null ? 0 : p.fit * 100} color={p.fit === null ? 'gray' : 'jalur'} aria-label={t(PART_LABELS[p.key])} size="sm" />
          <Text size="xs" c="dimmed">
            {inLang(p.sentence, i18n.language)}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/**
 * Where the student acts on a gap of each part: the tests they take (RIASEC among the personality
 * tests; competency and attitude among the student tests) and their CV. A certificate comes from
 * the school's competency assessment, and a partnership from the school: nothing to open for those.
 */
export const GAP_PLACES: Record<PartKey, string | null> = {
  interest: '/personality-test',
  competency: '/student-test',
  attitude: '/student-test',
  certificates: null,
  program: '/student-profile',
  location: '/student-profile',
  experience: '/student-profile',
  partnership: null,
};

/**
 * "What would raise it": each gap's action with the points it would add, largest first; the action opens
 * where it is done. A competency test nobody assigned to the student (`competencyTests`) is asked for
 * from the school instead.
 */
export function RaiseList({ gaps, competencyTests = [] }: { gaps: readonly Gap[]; competencyTests?: readonly CompetencyTestAccess[] }) {
  const { t, i18n } = useTranslation();
  if (gaps.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('Yang dapat menaikkan skor')}
      </Text>
      <List size="sm" spacing={2}>
        {gaps.map((g, n) => (
          <List.Item key={n}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={700} style={{ flexShrink: 0 }} data-testid="gap-gain">
                {gainLabel(g, i18n.language, t)}
              </Text>
              {g.area && competencyTests.some((c) => c.area === g.area) ? (
                <GapTestRequest gap={g} test={competencyTests.find((c) => c.area === g.area)!} />
              ) : GAP_PLACES[g.key] ? (
                <Anchor component={Link} to={GAP_PLACES[g.key]!} size="sm" data-testid="gap-link">
                  {inLang(g.action, i18n.language)}
                </Anchor>
              ) : (
                <Text size="sm">{inLang(g.action, i18n.language)}</Text>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** "Rincian skor": opens and closes a recommendation's parts (both ranked lists use it). */
export function BreakdownToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="subtle"
      onClick={onToggle}
      aria-expanded={open}
      rightSection={open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
    >
      {t('Rincian skor')}
    </Button>
  );
}
