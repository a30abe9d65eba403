import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS } from '@jalurkarir/shared';
import { apiErrorMessage } from '../../../lib/api-errors';
import { fetchSchoolContacts, MESSAGES_KEY, startSchoolThread } from '../api/messages-api';

/**
 * "Tulis ke sekolah": a student opens a conversation with the BKK or a teacher of their school (or finds
 * the one they already have), then reads it on the page.
 */
export function WriteToSchool({ onStarted }: { onStarted: (threadId: string) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconSchool size={16} aria-hidden />} onClick={() => setOpened(true)} data-testid="write-to-school">
        {t('Tulis ke sekolah')}
      </Button>
      {opened && (
        <ContactDialog
          onClose={() => setOpened(false)}
          onStarted={(id) => {
            setOpened(false);
            onStarted(id);
          }}
        />
      )}
    </>
  );
}

function ContactDialog({ onClose, onStarted }: { onClose: () => void; onStarted: (threadId: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [staffId, setStaffId] = useState<string | null>(null);
  const contacts = useQuery({ queryKey: [...MESSAGES_KEY, 'contacts'], queryFn: fetchSchoolContacts });
  const start = useMutation({
    mutationFn: () => startSchoolThread(staffId!),
    onSuccess: async (threadId) => {
      await queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      onStarted(threadId);
    },
  });
  const options = (contacts.data ?? []).map((c) => ({ value: c.id, label: `${c.name} · ${t(ROLE_LABELS[c.role])}` }));
  return (
    <Modal opened onClose={onClose} title={t('Tulis ke sekolah')} closeButtonProps={{ 'aria-label': t('Tutup') }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('Pilih guru atau BKK sekolah Anda. Pesan Anda hanya dibaca oleh orang yang Anda pilih.')}
        </Text>
        <Select
          label={t('Kepada')}
          placeholder={contacts.isLoading ? t('Memuat…') : t('Pilih guru atau staf')}
          data={options}
          value={staffId}
          onChange={setStaffId}
          error={contacts.isError ? apiErrorMessage(contacts.error, t) : start.isError ? apiErrorMessage(start.error, t) : undefined}
          comboboxProps={{ keepMounted: false }}
          data-testid="school-contact"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button onClick={() => start.mutate()} disabled={!staffId} loading={start.isPending} data-testid="school-contact-start">
            {t('Mulai percakapan')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
