import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The optional words HR sends with an invitation (from the applicants page or the ranked students). */
export function InvitationMessageInput({ value, onChange, minRows = 2 }: { value: string; onChange: (value: string) => void; minRows?: number }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('Pesan undangan (opsional)')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={2000}
      autosize
      minRows={minRows}
      data-testid="invite-message"
    />
  );
}
