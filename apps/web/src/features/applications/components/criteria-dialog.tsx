import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SCORECARD_MAX_CRITERIA, SCORECARD_MIN_CRITERIA, type TScorecardCriterion } from '@jalurkarir/shared';
import { DialogActions } from '../../../components/dialog-actions';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { setCriteria } from '../api/scorecards-api';
import { toCriteriaBody, validateCriteria, type CriterionRow } from './scorecard-form';

const EMPTY: CriterionRow = { name: '', name_en: '' };

/**
 * The opening's scorecard criteria (2–8): the Indonesian name required, the English one optional.
 * A criterion kept keeps its ratings when renamed; one removed takes its ratings along (said on screen).
 */
export function CriteriaDialog({
  opportunityId,
  criteria,
  opened,
  onClose,
  onSaved,
}: {
  opportunityId: string;
  criteria: TScorecardCriterion[];
  opened: boolean;
  onClose: () => void;
  onSaved: () => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [rows, setRows] = useState<CriterionRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setRows(criteria.length ? criteria.map((c) => ({ id: c.id, name: c.name, name_en: c.name_en ?? '' })) : [EMPTY, EMPTY]);
    setErrors({});
    setError(undefined);
  }, [opened, criteria]);

  const change = (index: number, field: 'name' | 'name_en', value: string) =>
    setRows((all) => all.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
  const submit = async () => {
    const found = validateCriteria(rows, lang);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setError(undefined);
    try {
      await setCriteria(opportunityId, toCriteriaBody(rows));
      await onSaved();
      onClose();
    } catch (e) {
      setErrors(apiFieldErrors(e));
      setError(apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('Kriteria penilaian lowongan')} centered size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('{{min}} sampai {{max}} kriteria. Menghapus kriteria juga menghapus nilai yang sudah diberikan untuknya.', {
              min: SCORECARD_MIN_CRITERIA,
              max: SCORECARD_MAX_CRITERIA,
            })}
          </Text>
          {rows.map((row, i) => (
            <Group key={row.id ?? `new-${i}`} align="flex-start" gap="xs" wrap="nowrap" data-testid="criterion-row">
              <Stack gap={4} style={{ flex: 1 }}>
                <TextInput
                  label={t('Kriteria {{n}} (Bahasa Indonesia)', { n: i + 1 })}
                  required
                  maxLength={120}
                  value={row.name}
                  error={errors[`criteria.${i}.name`]}
                  onChange={(e) => change(i, 'name', e.currentTarget.value)}
                />
                <TextInput
                  label={t('Nama dalam bahasa Inggris (opsional)')}
                  maxLength={120}
                  value={row.name_en}
                  error={errors[`criteria.${i}.name_en`] ?? errors[`criteria.${i}.id`]}
                  onChange={(e) => change(i, 'name_en', e.currentTarget.value)}
                />
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('Hapus kriteria {{n}}', { n: i + 1 })}
                disabled={rows.length <= SCORECARD_MIN_CRITERIA}
                onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {errors.criteria && (
            <Text c="red.8" size="sm" role="alert">
              {errors.criteria}
            </Text>
          )}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.length >= SCORECARD_MAX_CRITERIA}
            onClick={() => setRows((all) => [...all, EMPTY])}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('Tambah kriteria')}
          </Button>
          <DialogActions error={Object.keys(errors).length ? undefined : error} onCancel={onClose}>
            <Button type="submit" loading={busy} data-testid="criteria-save">
              {t('Simpan kriteria')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
