import { useState } from 'react';
import { Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZApplicantNote, type TScorecard } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/dates';
import { validateWith } from '../../../lib/form-validation';
import { useLang } from '../../../lib/use-lang';
import { addNote } from '../api/scorecards-api';

/** The company admins' notes on an applicant, newest first, and a note to add. */
export function NotesCard({ applicationId, notes, onAdded }: { applicationId: string; notes: TScorecard['notes']; onAdded: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const found = validateWith(ZApplicantNote, { body }, lang);
    setError(found.body);
    if (found.body) return;
    setBusy(true);
    try {
      await addNote(applicationId, { body: body.trim() });
      await onAdded();
      setBody('');
    } catch (e) {
      setError(apiFieldErrors(e).body ?? apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="notes-title" data-testid="applicant-notes">
      <Title order={2} size="h4" id="notes-title" mb="md">
        {t('Catatan internal')}
      </Title>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t('Catatan baru')}
            autosize
            minRows={2}
            maxLength={2000}
            required
            value={body}
            error={error}
            onChange={(e) => setBody(e.currentTarget.value)}
            data-testid="note-body"
          />
          <Button type="submit" variant="light" loading={busy} style={{ alignSelf: 'flex-start' }} data-testid="note-add">
            {t('Tambah catatan')}
          </Button>
        </Stack>
      </form>
      <Stack gap="sm" mt="md">
        {notes.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('Belum ada catatan.')}
          </Text>
        )}
        {notes.map((n) => (
          <div key={n.id} data-testid="note">
            <Text size="sm">
              <Text span fw={500}>
                {n.author_name ?? t('Akun terhapus')}
              </Text>
              {' · '}
              <Text span c="dimmed" size="sm">
                {formatDateTime(n.created_at, i18n.language)}
              </Text>
            </Text>
            <Text style={{ whiteSpace: 'pre-line' }}>{n.body}</Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
