import { useState } from 'react';
import { Button, Checkbox, Group, Modal, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { businessToday, ZGraduateClass } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { validateWith } from '../../../lib/form-validation';
import { useLang } from '../../../lib/use-lang';
import { fetchSchoolOptions, graduateClass, OUTCOMES_KEY, type Graduation } from '../api/outcomes-api';
import { programLabel } from './labels';

const thisYear = () => Number(businessToday().slice(0, 4));

/**
 * Graduating a class group: first a dry run lists who would graduate (the current students of the
 * class); the school unticks those who did not pass, then graduates the rest as alumni of the year.
 * Nothing changes before the second step.
 */
export function GraduateDialog({ opened, admin, onClose }: { opened: boolean; admin: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const [className, setClassName] = useState('');
  const [year, setYear] = useState(String(thisYear()));
  const [preview, setPreview] = useState<Graduation | null>(null);
  const [excluded, setExcluded] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const schools = useQuery({ queryKey: ['sekolah', 'all'], queryFn: fetchSchoolOptions, enabled: admin && opened });
  const body = (dryRun: boolean) => ({
    school_id: admin ? (schoolId ?? undefined) : undefined,
    class_name: className.trim(),
    graduation_year: Number(year),
    dry_run: dryRun,
    exclude_ids: dryRun ? [] : excluded,
  });
  const run = useMutation({
    mutationFn: graduateClass,
    onSuccess: async (result) => {
      if (result.dry_run) {
        setPreview(result);
        setExcluded([]);
        return;
      }
      notifications.show({
        color: 'green',
        message: t('{{class}}: {{count}} tercatat sebagai alumni {{year}}', {
          count: result.count,
          class: result.class_name,
          year: result.graduation_year,
        }),
      });
      await queryClient.invalidateQueries({ queryKey: OUTCOMES_KEY });
      close();
    },
    onError: (e) => setErrors({ ...apiFieldErrors(e), form: apiErrorMessage(e, t) }),
  });
  const check = () => {
    const next = validateWith(ZGraduateClass, body(true), lang);
    if (admin && !schoolId) next.school_id = t('Pilih sekolah');
    setErrors(next);
    if (Object.keys(next).length === 0) run.mutate(body(true));
  };
  const close = () => {
    setPreview(null);
    setExcluded([]);
    setErrors({});
    onClose();
  };
  const count = (preview?.graduates.length ?? 0) - excluded.length;
  return (
    <Modal opened={opened} onClose={close} title={t('Luluskan rombel')} size="lg" centered>
      <Stack gap="sm" data-testid="graduate-form">
        {admin && (
          <Select
            label={t('Sekolah')}
            data={(schools.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={schoolId}
            onChange={(v) => {
              setSchoolId(v);
              setPreview(null);
            }}
            searchable
            required
            error={errors.school_id}
          />
        )}
        <Group grow gap="sm" align="flex-start">
          <TextInput
            label={t('Rombel')}
            placeholder={t('contoh: XII RPL 1')}
            value={className}
            onChange={(e) => {
              setClassName(e.currentTarget.value);
              setPreview(null);
            }}
            required
            maxLength={60}
            error={errors.class_name}
            data-testid="graduate-class"
          />
          <TextInput
            label={t('Tahun lulus')}
            value={year}
            onChange={(e) => {
              setYear(e.currentTarget.value);
              setPreview(null);
            }}
            inputMode="numeric"
            required
            maxLength={4}
            error={errors.graduation_year}
            data-testid="graduate-year"
          />
        </Group>
        {!preview && (
          <Button variant="light" onClick={check} loading={run.isPending} data-testid="graduate-check">
            {t('Periksa siapa yang lulus')}
          </Button>
        )}
        {preview && (
          <Stack gap="xs" data-testid="graduate-preview">
            <Text size="sm" fw={600}>
              {t('Uji coba — yang akan lulus dari {{class}}: {{count}}. Hapus centang siswa yang tidak lulus.', {
                count: preview.graduates.length,
                class: preview.class_name,
              })}
            </Text>
            <ScrollArea.Autosize mah={280} type="auto">
              <Stack gap={6}>
                {preview.graduates.map((g) => (
                  <Checkbox
                    key={g.id}
                    checked={!excluded.includes(g.id)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setExcluded((list) => (on ? list.filter((id) => id !== g.id) : [...list, g.id]));
                    }}
                    label={[g.name, g.nisn, programLabel(g.program, lang)].filter(Boolean).join(' · ')}
                    data-testid="graduate-student"
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Stack>
        )}
        <DialogActions error={errors.form} onCancel={close}>
          {preview && (
            <Button onClick={() => run.mutate(body(false))} loading={run.isPending} disabled={count === 0} data-testid="graduate-confirm">
              {t('Luluskan ({{count}})', { count })}
            </Button>
          )}
        </DialogActions>
      </Stack>
    </Modal>
  );
}
