import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Alert, Anchor, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VOCATIONAL_PROGRAMS, VOCATIONAL_PROGRAM_LABELS, type VocationalProgram } from '@jalurkarir/shared';
import { ListLoadState } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { aspectErrors, newAspectRow, rowsOf, toAspectsBody, type AspectRow } from '../aspects-form';
import { NATIVE_CHECKS_OFF } from '../form-props';
import { PKL_KEY, fetchAspects, saveAspects } from '../api/pkl-api';

/** One aspect's two names and its remove button; a card that stacks on a phone. */
function AspectFields({
  row,
  index,
  errors,
  onChange,
  onRemove,
}: {
  row: AspectRow;
  index: number;
  errors: Record<string, string>;
  onChange: (row: AspectRow) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const label = t('Aspek {{n}}', { n: index + 1 });
  return (
    <Card withBorder radius="sm" padding="sm" component="li" data-testid="pkl-aspect-row">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group grow gap="xs" align="flex-start" wrap="wrap" style={{ rowGap: 8 }}>
            <TextInput
              label={`${label} · ${t('Nama (Indonesia)')}`}
              value={row.name_id}
              onChange={(e) => onChange({ ...row, name_id: e.currentTarget.value })}
              error={errors[`aspects.${index}.name_id`] ?? errors[`aspects.${index}.code`]}
              required
              miw={200}
              data-testid="pkl-aspect-name-id"
            />
            <TextInput
              label={`${label} · ${t('Nama (Inggris)')}`}
              value={row.name_en}
              onChange={(e) => onChange({ ...row, name_en: e.currentTarget.value })}
              error={errors[`aspects.${index}.name_en`]}
              required
              miw={200}
              data-testid="pkl-aspect-name-en"
            />
          </Group>
        </Stack>
        <ActionIcon variant="subtle" color="red.8" size="lg" mt={24} onClick={onRemove} aria-label={t('Hapus {{name}}', { name: label })}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Card>
  );
}

/**
 * Aspek Penilaian PKL (`#/pkl/aspects`, the school admin): per program, the aspects the company scores —
 * the project's default until the school saves its own. Names in both languages; checked with the API's
 * schema before sending, errors under each name in the reader's language. An evaluation already made keeps
 * the names it was scored on.
 */
export function AspectsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [program, setProgram] = useState<VocationalProgram>('rpl');
  const [rows, setRows] = useState<AspectRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const current = useQuery({ queryKey: [...PKL_KEY, 'aspects', program], queryFn: () => fetchAspects(program) });
  useEffect(() => {
    if (current.data) setRows(rowsOf(current.data.aspects));
    setErrors({});
  }, [current.data]);
  const save = useMutation({
    mutationFn: () => saveAspects(toAspectsBody(program, rows)),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('Aspek penilaian disimpan') });
      await queryClient.invalidateQueries({ queryKey: PKL_KEY });
    },
    onError: (e) => setErrors(apiFieldErrors(e)),
  });
  const submit = () => {
    const found = aspectErrors(program, rows, lang);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const update = (i: number, row: AspectRow) => setRows((all) => all.map((r, j) => (j === i ? row : r)));
  return (
    <>
      <Anchor component={Link} to="/pkl" size="sm" mb="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> {t('Kembali ke PKL')}
      </Anchor>
      <PageHeader
        title={t('Aspek Penilaian PKL')}
        description={t(
          'Aspek yang dinilai pembimbing industri, per kompetensi keahlian. Penilaian yang sudah dibuat tetap memakai nama aspek saat dinilai.',
        )}
      />
      <Stack gap="md" component="form" {...NATIVE_CHECKS_OFF} onSubmit={(e) => (e.preventDefault(), submit())}>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('Kompetensi keahlian')}
            data={VOCATIONAL_PROGRAMS.map((p) => ({ value: p, label: t(VOCATIONAL_PROGRAM_LABELS[p]) }))}
            value={program}
            onChange={(v) => v && setProgram(v as VocationalProgram)}
            allowDeselect={false}
            w={{ base: '100%', sm: 360 }}
            data-testid="pkl-aspects-program"
          />
          {current.data && (
            <StatusBadge tone={current.data.custom ? 'info' : 'neutral'} data-testid="pkl-aspects-kind">
              {current.data.custom ? t('Aspek milik sekolah') : t('Aspek bawaan')}
            </StatusBadge>
          )}
        </Group>
        <ListLoadState loading={current.isLoading} error={current.isError ? current.error : null} withIcon />
        {current.data && (
          <>
            {rows.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('Belum ada aspek. Tambahkan minimal satu.')}
              </Text>
            )}
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {rows.map((row, i) => (
                <AspectFields
                  key={row.key}
                  row={row}
                  index={i}
                  errors={errors}
                  onChange={(r) => update(i, r)}
                  onRemove={() => setRows((all) => all.filter((_, j) => j !== i))}
                />
              ))}
            </Stack>
            {errors.aspects && (
              <Text size="sm" c="red.8" role="alert" data-testid="pkl-aspects-error">
                {errors.aspects}
              </Text>
            )}
            {save.isError && !Object.keys(apiFieldErrors(save.error)).length && (
              <Alert color="red" role="alert">
                {apiErrorMessage(save.error, t)}
              </Alert>
            )}
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setRows((all) => [...all, newAspectRow()])}
                disabled={rows.length >= 20}
                data-testid="pkl-aspect-add"
              >
                {t('Tambah aspek')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="pkl-aspects-save">
                {t('Simpan aspek')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </>
  );
}
