import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TScreeningAnswerInput, TScreeningQuestion } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { ScreeningInputs, screeningMessages, toAnswers, type ScreeningValues } from './screening-inputs';

/**
 * Asks for the optional note before applying (or accepting an invitation): what the student
 * wants the company to read first, and the answers to the opening's screening questions when
 * applying. `submit` does the call; its error is shown here (an answer's on its question).
 */
export function ApplyDialog({
  opened,
  onClose,
  title,
  intro,
  confirmLabel,
  questions = [],
  submit,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  confirmLabel: string;
  /** The opening's screening questions (none when accepting an invitation). */
  questions?: readonly TScreeningQuestion[];
  submit: (note: string | null, answers: TScreeningAnswerInput[]) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [note, setNote] = useState('');
  const [answers, setAnswers] = useState<ScreeningValues>({});
  const [answerErrors, setAnswerErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    const own = screeningMessages(questions, answers, lang);
    setAnswerErrors(own);
    if (Object.keys(own).length) return;
    setBusy(true);
    setError(null);
    try {
      await submit(note.trim() || null, toAnswers(questions, answers));
      setNote('');
      setAnswers({});
      onClose();
    } catch (e) {
      const fields = apiFieldErrors(e);
      const perQuestion: Record<number, string> = {};
      for (const [field, message] of Object.entries(fields)) if (field.startsWith('answers.')) perQuestion[Number(field.split('.')[1])] = message;
      setAnswerErrors(perQuestion);
      setError(fields.note ?? (Object.keys(perQuestion).length ? null : apiErrorMessage(e, t)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('Tutup') }}>
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        <ScreeningInputs
          questions={questions}
          values={answers}
          errors={answerErrors}
          onChange={(id, value) => setAnswers((v) => ({ ...v, [id]: value }))}
        />
        <Textarea
          label={t('Catatan untuk perusahaan (opsional)')}
          description={t('Misalnya pengalaman praktik kerja atau kapan Anda bisa mulai bekerja')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
          error={error}
          data-testid="apply-note"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button onClick={() => void send()} loading={busy} data-testid="apply-confirm">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
