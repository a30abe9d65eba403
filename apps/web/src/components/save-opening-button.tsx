import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/api-errors';
import { fetchSaved, SAVED_KEY, saveOpening, unsaveOpening } from '../lib/saved-openings';

/**
 * Saves an opening to the student's "Lowongan Tersimpan", or removes it. Whether it is saved comes
 * from the saved list (one query shared by every button of the page); the button is a toggle
 * (`aria-pressed`) whose name says which opening it saves.
 */
export function SaveButton({ id, title, size = 'xs' }: { id: string; title: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const saved = useQuery({ queryKey: SAVED_KEY, queryFn: fetchSaved });
  const isSaved = saved.data?.some((o) => o.id === id) ?? false;
  const toggle = useMutation({
    mutationFn: () => (isSaved ? unsaveOpening(id) : saveOpening(id)),
    onSuccess: () =>
      notifications.show({ color: 'green', message: isSaved ? t('Dihapus dari Lowongan Tersimpan') : t('Disimpan ke Lowongan Tersimpan') }),
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
    onSettled: () => client.invalidateQueries({ queryKey: SAVED_KEY }),
  });
  const Icon = isSaved ? IconBookmarkFilled : IconBookmark;
  return (
    <Button
      size={size}
      variant={isSaved ? 'light' : 'default'}
      leftSection={<Icon size={16} aria-hidden />}
      aria-pressed={isSaved}
      aria-label={t('Simpan lowongan {{title}}', { title })}
      loading={toggle.isPending}
      disabled={saved.isLoading}
      onClick={() => toggle.mutate()}
      data-testid="save-opening"
    >
      {isSaved ? t('Tersimpan') : t('Simpan')}
    </Button>
  );
}
