import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/use-lang';
import { whatsAppHref } from './share-link';

/**
 * A personal link to hand over: shown in full (to read out by phone), "Salin tautan" for any chat,
 * and a WhatsApp link carrying a short message with it. Graduates mostly read WhatsApp, not e-mail.
 */
export function ShareLinkDialog({
  title,
  link,
  message,
  notice,
  onClose,
}: {
  title: string;
  link: { url: string; expires_at: string } | null;
  message: string;
  /** A line above the link, e.g. that it was also e-mailed. */
  notice?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Modal opened={link !== null} onClose={onClose} title={title} centered>
      {link && (
        <Stack gap="sm" data-testid="share-link-dialog">
          {notice && (
            <Alert color="green" icon={<IconMailCheck size={18} aria-hidden />} data-testid="share-link-notice">
              {notice}
            </Alert>
          )}
          <TextInput label={t('Tautan pribadi')} value={link.url} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="share-link-url" />
          <Text size="xs" c="dimmed">
            {t('Berlaku sampai {{date}} dan hanya dapat dipakai sekali.', { date: formatDateTime(link.expires_at, lang) })}
          </Text>
          <Group gap="sm" grow>
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  data-testid="share-link-copy"
                >
                  {copied ? t('Tersalin') : t('Salin tautan')}
                </Button>
              )}
            </CopyButton>
            <Button
              component="a"
              href={whatsAppHref(`${message} ${link.url}`)}
              target="_blank"
              rel="noopener noreferrer"
              color="green.8"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
              data-testid="share-link-whatsapp"
            >
              {t('Bagikan lewat WhatsApp')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
