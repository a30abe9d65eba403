import { useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import type { TTracerQuestion } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { recordTracerAnswer, type TracerRow } from '../api/outcomes-api';
import { checkAnswers, QuestionnaireForm, type Answers } from './questionnaire-form';

/**
 * The school records an answer taken by phone: the round's questionnaire, read out to the graduate;
 * the answer is kept with who recorded it, and updates the graduate's status like a link answer.
 */
export function PhoneAnswerDialog({
  roundId,
  questions,
  row,
  onClose,
  onSaved,
}: {
  roundId: string;
  questions: TTracerQuestion[];
  row: TracerRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (clean: Answers) => recordTracerAnswer(roundId, row?.alumni_id ?? '', clean),
    onSuccess: () => {
      setAnswers({});
      onSaved();
    },
    onError: (e) => setErrors({ ...apiFieldErrors(e), form: apiErrorMessage(e, t) }),
  });
  const submit = () => {
    const checked = checkAnswers(questions, answers, lang);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) save.mutate(checked.answers);
  };
  const close = () => {
    setAnswers({});
    setErrors({});
    onClose();
  };
  return (
    <Modal opened={row !== null} onClose={close} title={t('Catat jawaban lewat telepon')} size="lg" centered>
      {row && (
        <Stack gap="md" data-testid="phone-answer-form">
          <Text size="sm">{t('{{name}} · {{phone}}', { name: row.name, phone: row.contact_phone ?? t('tanpa nomor telepon') })}</Text>
          <QuestionnaireForm
            questions={questions}
            answers={answers}
            errors={errors}
            lang={lang}
            onChange={(key, value) => {
              setAnswers((a) => ({ ...a, [key]: value }));
              // An answered question no longer carries its message.
              setErrors(({ [key]: _answered, ...rest }) => rest);
            }}
          />
          <DialogActions error={errors.form} onCancel={close}>
            <Button onClick={submit} loading={save.isPending} data-testid="phone-answer-save">
              {t('Simpan jawaban')}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}
