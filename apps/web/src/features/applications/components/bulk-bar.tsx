import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { IconArrowsExchange, IconMailX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FINAL_STAGES, type TApplication } from '@jalurkarir/shared';
import type { Selection } from './applicant-card';

/** The applicants a bulk move may take: those still in the pipeline (a final stage never moves). */
export const selectable = (rows: readonly TApplication[]) => rows.filter((a) => !FINAL_STAGES.includes(a.stage));

/** The page's selection of applicants, dropped when the opening changes. */
export function useApplicantSelection(): Selection & { clear: () => void; set: (ids: string[]) => void } {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selected,
    toggle: (id, checked) =>
      setSelected((current) => {
        const next = new Set(current);
        if (checked) next.add(id);
        else next.delete(id);
        return next;
      }),
    clear: () => setSelected(new Set()),
    set: (ids) => setSelected(new Set(ids)),
  };
}

/**
 * Above the applicants: select every applicant shown that can still move, how many are selected, and
 * the two bulk actions (move to a stage, or reject with a polite template).
 */
export function BulkBar({
  shown,
  selection,
  onAction,
}: {
  shown: TApplication[];
  selection: ReturnType<typeof useApplicantSelection>;
  onAction: (stage: 'shortlisted' | 'rejected') => void;
}) {
  const { t } = useTranslation();
  const movable = selectable(shown);
  const picked = movable.filter((a) => selection.selected.has(a.id)).length;
  if (movable.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="xs" mb="sm" data-testid="bulk-bar">
      <Group justify="space-between" gap="xs">
        <Group gap="sm">
          <Checkbox
            label={t('Pilih semua di halaman ini')}
            checked={picked === movable.length}
            indeterminate={picked > 0 && picked < movable.length}
            onChange={(e) => selection.set(e.currentTarget.checked ? movable.map((a) => a.id) : [])}
            data-testid="bulk-select-all"
          />
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="bulk-count">
            {t('{{count}} dipilih', { count: selection.selected.size })}
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowsExchange size={14} aria-hidden />}
            disabled={selection.selected.size === 0}
            onClick={() => onAction('shortlisted')}
            data-testid="bulk-move"
          >
            {t('Pindahkan tahap')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconMailX size={14} aria-hidden />}
            disabled={selection.selected.size === 0}
            onClick={() => onAction('rejected')}
            data-testid="bulk-reject"
          >
            {t('Tolak dengan pesan')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
