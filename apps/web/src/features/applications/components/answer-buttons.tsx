import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TInvitation } from '@jalurkarir/shared';
import { apiErrorMessage } from '../../../lib/api-errors';
import { answerInvitation, APPLICATIONS_KEY } from '../api/applications-api';

/** Accept (with an optional note; creates the application and shares the full profile) or decline an invitation. */
export function AnswerButtons({ invitation }: { invitation: TInvitation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [accepting, setAccepting] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'accepted' | 'declined' | null>(null);
  const answer = async (value: 'accepted' | 'declined') => {
    setBusy(value);
    try {
      const answered = await answerInvitation(invitation.id, { answer: value, note: value === 'accepted' ? note.trim() || null : null });
      notifications.show({
        color: 'green',
        message: value === 'accepted' ? t('Undangan diterima. Lamaran Anda sudah dikirim.') : t('Undangan ditolak'),
      });
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
      setAccepting(false);
      if (answered.application_id) void navigate(`/applications/${answered.application_id}`);
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Group gap="xs" grow>
        <Button variant="default" loading={busy === 'declined'} onClick={() => void answer('declined')} data-testid="invitation-decline">
          {t('Tolak')}
        </Button>
        <Button onClick={() => setAccepting(true)} data-testid="invitation-accept">
          {t('Terima')}
        </Button>
      </Group>
      <Modal opened={accepting} onClose={() => setAccepting(false)} title={t('Terima undangan')} centered>
        <Stack gap="sm">
          <Text size="sm">
            {t('Lamaran Anda dibuat dan profil lengkap Anda dibagikan kepada {{company}}.', { company: invitation.company_name })}
          </Text>
          <Textarea
            label={t('Catatan untuk perusahaan (opsional)')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAccepting(false)}>
              {t('Batal')}
            </Button>
            <Button loading={busy === 'accepted'} onClick={() => void answer('accepted')} data-testid="invitation-accept-confirm">
              {t('Terima dan Lamar')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
