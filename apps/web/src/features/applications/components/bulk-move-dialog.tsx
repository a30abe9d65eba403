import { useEffect, useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STAGE_LABELS,
  BULK_STAGES,
  REJECTION_REASONS,
  REJECTION_REASON_LABELS,
  REJECTION_TEMPLATES,
  ZBulkMoveApplications,
  canMove,
  fillRejectionTemplate,
  type RejectionReason,
  type RejectionTemplateKey,
  type TApplication,
} from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { validateWith } from '../../../lib/form-validation';
import { useLang } from '../../../lib/use-lang';
import { bulkMoveApplications } from '../api/applications-api';

type BulkStage = (typeof BULK_STAGES)[number];
const TEMPLATE_KEYS = Object.keys(REJECTION_TEMPLATES) as RejectionTemplateKey[];

/** The stages every selected application can still reach (the server's rule, so the choice never fails on it). */
export function reachableBulkStages(applications: readonly Pick<TApplication, 'stage'>[]): BulkStage[] {
  return BULK_STAGES.filter((stage) => applications.every((a) => canMove(a.stage, stage)));
}

/** A rejection's template (filling both messages) and its reason. */
function RejectionFields({
  template,
  onTemplate,
  reason,
  onReason,
  error,
}: {
  template: RejectionTemplateKey;
  onTemplate: (key: RejectionTemplateKey) => void;
  reason: RejectionReason | null;
  onReason: (reason: RejectionReason | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <Text size="sm" fw={500} id="bulk-template-label" mb={4}>
          {t('Templat pesan')}
        </Text>
        <SegmentedControl
          aria-labelledby="bulk-template-label"
          orientation="vertical"
          fullWidth
          data={TEMPLATE_KEYS.map((key) => ({ value: key, label: t(REJECTION_TEMPLATES[key].label) }))}
          value={template}
          onChange={(value) => onTemplate(value as RejectionTemplateKey)}
          data-testid="bulk-template"
        />
      </div>
      <Select
        label={t('Alasan')}
        data={REJECTION_REASONS.map((r) => ({ value: r, label: t(REJECTION_REASON_LABELS[r]) }))}
        value={reason}
        onChange={(value) => onReason(REJECTION_REASONS.find((r) => r === value) ?? null)}
        required
        error={error}
        data-testid="bulk-reason"
      />
    </>
  );
}

/**
 * Moves the selected applicants to one stage with one message. A rejection starts from one of the
 * polite templates in both languages, filled with the opening and the company; the recruiter edits
 * either text before sending, and each student reads the one in their language.
 */
export function BulkMoveDialog({
  applications,
  initialStage,
  onClose,
  onMoved,
}: {
  applications: TApplication[] | null;
  initialStage: BulkStage;
  onClose: () => void;
  onMoved: () => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [stage, setStage] = useState<BulkStage>(initialStage);
  const [template, setTemplate] = useState<RejectionTemplateKey>('position_filled');
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [message, setMessage] = useState('');
  const [messageEn, setMessageEn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = applications?.[0];

  /** A template's texts, with the opening and the company of the selection. */
  const applyTemplate = (key: RejectionTemplateKey) => {
    if (!first) return;
    const values = { opening: first.opportunity_title, company: first.company_name };
    setTemplate(key);
    setReason(REJECTION_TEMPLATES[key].reason);
    setMessage(fillRejectionTemplate(key, 'id', values));
    setMessageEn(fillRejectionTemplate(key, 'en', values));
  };
  const pickStage = (next: BulkStage) => {
    setStage(next);
    setErrors({});
    if (next === 'rejected') applyTemplate(template);
    else {
      setReason(null);
      setMessage('');
      setMessageEn('');
    }
  };
  const stages = reachableBulkStages(applications ?? []);
  // The same selection re-rendered is the same dialog: only another selection (or stage asked) starts over.
  const selectionKey = applications ? applications.map((a) => a.id).join(',') : '';
  useEffect(() => {
    if (applications) pickStage(stages.includes(initialStage) ? initialStage : (stages[0] ?? 'rejected'));
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new selection starts from the asked stage
  }, [selectionKey, initialStage]);
  if (!applications || !first) return null;

  const submit = async () => {
    const body = { ids: applications.map((a) => a.id), stage, reason, message: message.trim() || null, message_en: messageEn.trim() || null };
    const invalid = validateWith(ZBulkMoveApplications, body, lang);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setBusy(true);
    setError(null);
    try {
      const { moved } = await bulkMoveApplications(body);
      notifications.show({
        color: 'green',
        message: t('{{count}} pelamar dipindahkan ke {{stage}}', { count: moved, stage: t(APPLICATION_STAGE_LABELS[stage]) }),
      });
      await onMoved();
      onClose();
    } catch (e) {
      setErrors(apiFieldErrors(e));
      setError(apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('Pindahkan {{count}} pelamar', { count: applications.length })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('Tutup') }}
    >
      <Stack gap="sm" data-testid="bulk-dialog">
        <Text size="sm">{applications.map((a) => a.student_name).join(', ')}</Text>
        <Select
          label={t('Tahap baru')}
          data={stages.map((s) => ({ value: s, label: t(APPLICATION_STAGE_LABELS[s]) }))}
          value={stage}
          onChange={(value) => value && pickStage(value as BulkStage)}
          allowDeselect={false}
          error={errors.stage}
          data-testid="bulk-stage"
        />
        {stage === 'rejected' && (
          <RejectionFields template={template} onTemplate={applyTemplate} reason={reason} onReason={setReason} error={errors.reason} />
        )}
        <Textarea
          label={t('Pesan untuk siswa (bahasa Indonesia)')}
          description={t('Siswa membaca pesan dalam bahasa yang mereka pilih. Anda dapat mengubah teks ini sebelum mengirim.')}
          maxLength={2000}
          autosize
          minRows={3}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={errors.message}
          lang="id"
          data-testid="bulk-message"
        />
        <Textarea
          label={t('Pesan untuk siswa (bahasa Inggris)')}
          maxLength={2000}
          autosize
          minRows={3}
          value={messageEn}
          onChange={(e) => setMessageEn(e.currentTarget.value)}
          error={errors.message_en}
          lang="en"
          data-testid="bulk-message-en"
        />
        {error && !Object.keys(errors).length && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        {error && errors.ids && (
          <Text c="red.8" size="sm" role="alert">
            {errors.ids}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button onClick={() => void submit()} loading={busy} color={stage === 'rejected' ? 'red.8' : undefined} data-testid="bulk-confirm">
            {t('Kirim ke {{count}} pelamar', { count: applications.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
