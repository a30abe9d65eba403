import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZAnswerInterview, type ApplicationDetail, type TInterviewSlot } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/dates';
import { validateWith } from '../../../lib/form-validation';
import { useLang } from '../../../lib/use-lang';
import { APPLICATIONS_KEY, answerInterview, downloadInterviewIcs } from '../api/applications-api';
import { isLink } from './format';

/** One time: when, how long, where (a link only outside a radio card: a link inside a choice is a control inside a control). */
function SlotText({ slot, linked = true }: { slot: TInterviewSlot; linked?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {formatDateTime(slot.starts_at, i18n.language)} · {t('{{n}} menit', { n: slot.duration_minutes })}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {linked && isLink(slot.place) ? (
          <Anchor href={slot.place} target="_blank" rel="noopener noreferrer">
            {slot.place}
          </Anchor>
        ) : (
          slot.place
        )}
      </Text>
    </Stack>
  );
}

/** Downloads the picked interview as an .ics file for the calendar app. */
function IcsButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const download = async () => {
    try {
      await downloadInterviewIcs(id);
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    }
  };
  return (
    <Button variant="light" onClick={() => void download()} data-testid="interview-ics">
      {t('Unduh ke kalender (.ics)')}
    </Button>
  );
}

/**
 * The proposed interview times of an application at the interview stage. The student picks one
 * (or asks for another time with a note); the company sees the choice or the request. Once a time is
 * picked both sides may download it as a calendar file.
 */
export function InterviewSlotsCard({ a, side }: { a: ApplicationDetail; side: 'student' | 'company' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (a.stage !== 'interview' || a.interview_slots.length === 0) return null;
  const picked = a.interview_slots.find((s) => s.id === a.interview_slot_id);

  const send = async (body: { slot_id?: string; request_note?: string }) => {
    const invalid = validateWith(ZAnswerInterview, body, lang);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setBusy(true);
    try {
      await answerInterview(a.id, body);
      notifications.show({ color: 'green', message: body.slot_id ? t('Jadwal wawancara dipilih') : t('Permintaan waktu lain terkirim') });
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    } catch (e) {
      setErrors(apiFieldErrors(e));
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="interview-slots-title" data-testid="interview-slots">
      <Title order={2} size="h4" id="interview-slots-title" mb="sm">
        {picked ? t('Jadwal wawancara') : t('Pilihan jadwal wawancara')}
      </Title>
      {picked ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color="teal.9">{t('Dipilih siswa')}</Badge>
          </Group>
          <SlotText slot={picked} />
          <Group>
            <IcsButton id={a.id} />
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          {a.interview_request_note && (
            <Alert color="yellow" title={t('Siswa meminta waktu lain')} data-testid="interview-request-note">
              <Text size="sm">{a.interview_request_note}</Text>
            </Alert>
          )}
          {side === 'company' ? (
            <>
              <Text size="sm" c="dimmed">
                {t('Menunggu siswa memilih jadwal.')}
              </Text>
              {a.interview_slots.map((s) => (
                <SlotText key={s.id} slot={s} />
              ))}
            </>
          ) : (
            <>
              <Radio.Group
                value={choice}
                onChange={setChoice}
                label={t('Pilih satu jadwal')}
                error={errors.slot_id}
                data-testid="interview-slot-choice"
              >
                <Stack gap="xs" mt="xs">
                  {a.interview_slots.map((s) => (
                    <Radio.Card key={s.id} value={s.id} radius="md" p="sm" withBorder aria-label={formatDateTime(s.starts_at, lang)}>
                      <Group wrap="nowrap" align="flex-start">
                        <Radio.Indicator />
                        <SlotText slot={s} linked={false} />
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </Radio.Group>
              <Group>
                <Button disabled={!choice} loading={busy} onClick={() => choice && void send({ slot_id: choice })} data-testid="interview-pick">
                  {t('Pilih jadwal ini')}
                </Button>
              </Group>
              <Textarea
                label={t('Tidak ada yang cocok? Minta waktu lain')}
                description={t('Tulis kapan Anda bisa; perusahaan akan mengusulkan jadwal baru.')}
                maxLength={1000}
                autosize
                minRows={2}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
                error={errors.request_note}
                data-testid="interview-request"
              />
              <Group>
                <Button
                  variant="default"
                  loading={busy}
                  onClick={() => void send({ request_note: note.trim() })}
                  data-testid="interview-request-send"
                >
                  {t('Kirim permintaan')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Card>
  );
}
