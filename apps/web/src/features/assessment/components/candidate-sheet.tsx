import { Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconLoader2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_TYPES, VERDICTS, type EvidenceType } from '@jalurkarir/shared';
import { StatusBadge } from '../../../components/status-badge';
import { useLang } from '../../../lib/use-lang';
import type { CandidateDetail, UnitNode } from '../api/assessment-api';
import { EVIDENCE_LABELS, inLang } from './labels';
import type { MarkState, SaveState } from './use-autosave';

export interface SheetProps {
  units: UnitNode[];
  candidate: CandidateDetail;
  /** The marks to show (the autosave's, else the stored ones). */
  markOf: (criterionId: string) => MarkState;
  editable: boolean;
  stateOf?: (criterionId: string) => SaveState;
  onChange?: (criterionId: string, patch: Partial<MarkState>, delayed?: boolean) => void;
  onRetry?: (criterionId: string) => void;
  /** The Admin's correction of a confirmed mark. */
  onCorrect?: (criterionId: string) => void;
}

export function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  if (state === 'saving')
    return (
      <Text size="xs" c="dimmed" role="status">
        <IconLoader2 size={12} aria-hidden /> {t('Menyimpan…')}
      </Text>
    );
  if (state === 'saved')
    return (
      <Text size="xs" c="green.9" role="status">
        <IconCheck size={12} aria-hidden /> {t('Tersimpan')}
      </Text>
    );
  if (state === 'error')
    return (
      <Text size="xs" c="red.9" role="alert">
        <IconAlertCircle size={12} aria-hidden /> {t('Gagal menyimpan')}
      </Text>
    );
  return null;
}

/** One candidate's criteria grouped by unit and element: K/BK, evidence and a note per criterion. */
export function CandidateSheet({ units, candidate, markOf, editable, stateOf, onChange, onRetry, onCorrect }: SheetProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Stack gap="md">
      {units.map((unit) => {
        const ids = unit.elements.flatMap((e) => e.criteria.map((c) => c.id));
        const unitK = ids.length > 0 && ids.every((id) => markOf(id).verdict === 'K');
        const unitMarked = ids.every((id) => markOf(id).verdict);
        return (
          <Card
            key={unit.id}
            withBorder
            radius="md"
            padding="sm"
            component="section"
            aria-labelledby={`unit-${candidate.id}-${unit.id}`}
            data-testid="unit-card"
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed" ff="monospace">
                  {unit.code}
                </Text>
                <Title order={3} size="h5" id={`unit-${candidate.id}-${unit.id}`}>
                  {inLang(lang, unit.title_id, unit.title_en)}
                </Title>
              </div>
              {unitMarked && <StatusBadge tone={unitK ? 'success' : 'warning'}>{unitK ? 'K' : 'BK'}</StatusBadge>}
            </Group>
            <Stack gap="sm">
              {unit.elements.map((element, e) => (
                <div key={element.id}>
                  <Text fw={600} size="sm" mb={4}>
                    {t('Elemen {{n}}', { n: e + 1 })}: {inLang(lang, element.title_id, element.title_en)}
                  </Text>
                  <Stack gap="xs">
                    {element.criteria.map((criterion, c) => {
                      const mark = markOf(criterion.id);
                      const label = `${e + 1}.${c + 1}`;
                      const text = inLang(lang, criterion.text_id, criterion.text_en);
                      const correction = candidate.corrections.filter((x) => x.criterion_id === criterion.id).at(-1);
                      return (
                        <Card
                          key={criterion.id}
                          withBorder
                          radius="sm"
                          padding="xs"
                          bg="gray.0"
                          data-testid="criterion"
                          data-criterion={criterion.id}
                        >
                          <Text size="sm" mb={6}>
                            <Text span fw={600}>
                              {label}
                            </Text>{' '}
                            {text}
                          </Text>
                          <Group gap="xs" align="flex-end" wrap="wrap">
                            <div
                              role="group"
                              aria-label={t('Penilaian kriteria {{n}}', { n: label })}
                              data-testid="verdict"
                              style={{ display: 'flex', gap: 4 }}
                            >
                              {VERDICTS.map((v) => (
                                <Button
                                  key={v}
                                  size="sm"
                                  miw={56}
                                  disabled={!editable}
                                  aria-pressed={mark.verdict === v}
                                  variant={mark.verdict === v ? 'filled' : 'default'}
                                  color={v === 'K' ? 'green.9' : 'orange.9'}
                                  onClick={() => onChange?.(criterion.id, { verdict: v })}
                                  data-verdict={v}
                                >
                                  {v}
                                </Button>
                              ))}
                            </div>
                            <Select
                              size="sm"
                              w={180}
                              disabled={!editable}
                              aria-label={t('Jenis bukti kriteria {{n}}', { n: label })}
                              placeholder={t('Jenis bukti')}
                              value={mark.evidence}
                              onChange={(value) => onChange?.(criterion.id, { evidence: (value as EvidenceType | null) ?? null })}
                              data={EVIDENCE_TYPES.map((v) => ({ value: v, label: t(EVIDENCE_LABELS[v]) }))}
                              clearable
                              comboboxProps={{ withinPortal: true }}
                              data-testid="evidence"
                            />
                            {stateOf && <SaveIndicator state={stateOf(criterion.id)} />}
                            {stateOf?.(criterion.id) === 'error' && (
                              <Button size="compact-xs" variant="subtle" onClick={() => onRetry?.(criterion.id)}>
                                {t('Coba lagi')}
                              </Button>
                            )}
                            {onCorrect && (
                              <Button size="compact-sm" variant="light" onClick={() => onCorrect(criterion.id)} data-testid="correct">
                                {t('Koreksi')}
                              </Button>
                            )}
                          </Group>
                          {editable ? (
                            <Textarea
                              mt={6}
                              size="sm"
                              autosize
                              minRows={1}
                              maxLength={1000}
                              aria-label={t('Catatan kriteria {{n}}', { n: label })}
                              placeholder={t('Catatan')}
                              value={mark.note}
                              onChange={(event) => onChange?.(criterion.id, { note: event.currentTarget.value }, true)}
                              data-testid="note"
                            />
                          ) : (
                            mark.note && (
                              <Text size="xs" c="dimmed" mt={4} style={{ whiteSpace: 'pre-line' }}>
                                {mark.note}
                              </Text>
                            )
                          )}
                          {correction && (
                            <Text size="xs" c="dimmed" mt={4}>
                              {t('Dikoreksi oleh {{name}}: {{from}} → {{to}} ({{reason}})', {
                                name: correction.actor_name ?? '',
                                from: correction.from_verdict ?? '–',
                                to: correction.to_verdict,
                                reason: correction.reason,
                              })}
                            </Text>
                          )}
                        </Card>
                      );
                    })}
                  </Stack>
                </div>
              ))}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
