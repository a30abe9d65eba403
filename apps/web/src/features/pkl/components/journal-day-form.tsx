import { useState } from 'react';
import { Button, Card, Group, NumberInput, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NATIVE_CHECKS_OFF } from '../form-props';
import { PKL_ATTENDANCE, PKL_ATTENDANCE_LABELS, businessToday } from '@jalurkarir/shared';
import { useLang } from '../../../lib/use-lang';
import { formatDate } from '../../../lib/text';
import { toDayBody, validateDay, type DayFormValues, type QueuedDay } from '../journal-days';

interface Props {
  placementId: string;
  period: { start_date: string; end_date: string };
  values: DayFormValues;
  validatedDates: ReadonlySet<string>;
  offline: boolean;
  onSave: (day: Omit<QueuedDay, 'seq'>) => void;
  onDateChange: (date: string) => void;
}

/**
 * One day of the journal: date, attendance (with the check-in time when present), what was done,
 * what was learned, hours. Checked with the API's own rules before it is saved on the device, then
 * the queue sends it; the student can leave the page while offline. The page gives it a `key` per
 * date, so choosing another date opens that day as it was written.
 */
export function JournalDayForm({ placementId, period, values, validatedDates, offline, onSave, onDateChange }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form, setForm] = useState(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof DayFormValues>(key: K, value: DayFormValues[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setSaved(false);
  };
  const present = form.attendance === 'hadir';
  const today = businessToday();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = toDayBody(placementId, form);
    const found = validateDay(body, period, validatedDates, lang);
    setErrors(found);
    if (Object.keys(found).length) return;
    onSave(body);
    setSaved(true);
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="pkl-day-form-title" data-testid="pkl-day-form">
      <Title order={2} size="h4" id="pkl-day-form-title" mb="xs">
        {t('Jurnal Harian')}
      </Title>
      <Stack gap="sm" component="form" onSubmit={submit} {...NATIVE_CHECKS_OFF}>
        <TextInput
          type="date"
          label={t('Tanggal')}
          value={form.date}
          min={period.start_date}
          max={period.end_date < today ? period.end_date : today}
          onChange={(e) => {
            set('date', e.currentTarget.value);
            if (e.currentTarget.value) onDateChange(e.currentTarget.value);
          }}
          error={errors.date}
          required
          data-testid="pkl-day-date"
        />
        <Radio.Group label={t('Kehadiran')} value={form.attendance} onChange={(v) => set('attendance', v as DayFormValues['attendance'])} required>
          <Group gap="md" mt={4}>
            {PKL_ATTENDANCE.map((a) => (
              <Radio key={a} value={a} label={t(PKL_ATTENDANCE_LABELS[a])} data-testid={`pkl-attendance-${a}`} />
            ))}
          </Group>
        </Radio.Group>
        {present && (
          <Group grow align="flex-start" gap="sm">
            <TextInput
              type="time"
              label={t('Jam masuk')}
              value={form.check_in_time}
              onChange={(e) => set('check_in_time', e.currentTarget.value)}
              error={errors.check_in_time}
              required
              data-testid="pkl-day-check-in"
            />
            <NumberInput
              label={t('Jam kerja')}
              value={form.hours}
              onChange={(v) => set('hours', v)}
              min={0}
              max={24}
              step={0.5}
              decimalScale={1}
              error={errors.hours}
              required
              data-testid="pkl-day-hours"
            />
          </Group>
        )}
        <Textarea
          label={present ? t('Kegiatan hari ini') : t('Keterangan')}
          value={form.activities}
          onChange={(e) => set('activities', e.currentTarget.value)}
          error={errors.activities}
          autosize
          minRows={3}
          maxLength={4000}
          required={present}
          data-testid="pkl-day-activities"
        />
        {present && (
          <Textarea
            label={t('Yang saya pelajari')}
            value={form.learned}
            onChange={(e) => set('learned', e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={4000}
            data-testid="pkl-day-learned"
          />
        )}
        <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} fullWidth data-testid="pkl-day-save">
          {t('Simpan jurnal')}
        </Button>
        {saved && (
          <Text size="sm" c={offline ? 'orange.9' : 'dimmed'} role="status" data-testid="pkl-day-saved">
            {offline
              ? t('Jurnal {{date}} tersimpan di perangkat ini dan akan terkirim saat Anda online kembali.', { date: formatDate(form.date, lang) })
              : t('Jurnal {{date}} disimpan.', { date: formatDate(form.date, lang) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
