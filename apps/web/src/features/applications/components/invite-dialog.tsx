import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-errors';
import { APPLICATIONS_KEY, createInvitation, fetchCandidates, type Candidate } from '../api/applications-api';
import { programLabel } from './applicant-card';
import { InvitationMessageInput } from '../../../components/invitation-message-input';

/**
 * Invite a student to an opening: the company's candidates (visible students of its partner
 * schools), shown through the company projection only — first name and initial, the school's city, program, grade — until they accept.
 */
export function InviteDialog({ opening, onClose }: { opening: { id: string; title: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const candidates = useQuery({
    queryKey: [...APPLICATIONS_KEY, 'candidates', opening?.id, search],
    queryFn: () => fetchCandidates(opening!.id, search),
    enabled: !!opening,
  });
  const invite = async (candidate: Candidate) => {
    if (!opening) return;
    setBusy(candidate.id);
    try {
      await createInvitation({ opportunity_id: opening.id, student_id: candidate.id, message: message.trim() || null });
      notifications.show({ color: 'green', message: t('Undangan terkirim') });
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal opened={!!opening} onClose={onClose} title={t('Undang siswa melamar {{title}}', { title: opening?.title ?? '' })} size="lg" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('Siswa dari sekolah mitra yang bersedia dilihat perusahaan. Nama dan profil lengkap terlihat setelah siswa menerima undangan.')}
        </Text>
        <InvitationMessageInput value={message} onChange={setMessage} />
        <TextInput
          label={t('Cari sekolah atau kompetensi keahlian')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
        />
        {candidates.isError && (
          <Alert color="red" role="alert">
            {apiErrorMessage(candidates.error, t)}
          </Alert>
        )}
        {candidates.data && candidates.data.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            {t('Tidak ada siswa yang dapat diundang.')}
          </Text>
        )}
        <ScrollArea.Autosize mah={360} type="auto">
          <Stack gap="xs">
            {(candidates.data ?? []).map((c) => {
              const program = programLabel(c.program);
              return (
                <Paper key={c.id} withBorder p="xs" radius="sm" data-testid="candidate">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {t('Siswa {{initials}}', { initials: c.displayName })}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[c.schoolCity, program ? t(program) : null, c.grade ? t('Kelas {{grade}}', { grade: c.grade }) : null]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      {c.certificates.length > 0 && (
                        <Text size="xs" c="teal.9" data-testid="candidate-certificates">
                          {c.certificates
                            .map((cert) => (cert.result === 'valid' ? cert.name : t('{{name}} (kedaluwarsa)', { name: cert.name })))
                            .join(' · ')}
                        </Text>
                      )}
                    </div>
                    {c.applied ? (
                      <Text size="xs" c="dimmed">
                        {t('Sudah melamar')}
                      </Text>
                    ) : c.invited ? (
                      <Text size="xs" c="dimmed">
                        {t('Sudah diundang')}
                      </Text>
                    ) : (
                      <Button size="xs" loading={busy === c.id} onClick={() => void invite(c)} data-testid="candidate-invite">
                        {t('Undang')}
                      </Button>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
