import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { can } from '@jalurkarir/shared';
import { principalOfUser } from '../../../app/access';
import { EmptyListCard, ListLoadState } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useSessionUser } from '../../../lib/session';
import { fetchThreads, MESSAGES_KEY } from '../api/messages-api';
import { ThreadList } from '../components/thread-list';
import { ThreadView } from '../components/thread-view';
import { WriteToSchool } from '../components/write-to-school';
import classes from '../components/messages.module.css';

/** How often the list is asked again while the page is open. */
const REFRESH_MS = 30_000;

/**
 * Pesan (`#/messages`, docs/messages.md): the caller's conversations and, with `?thread=`, one of them.
 * On a phone the list and the thread take the whole width in turn; from a desktop width, side by side.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const selected = params.get('thread');
  const wide = useMediaQuery('(min-width: 62em)', true);
  const threads = useQuery({ queryKey: [...MESSAGES_KEY, 'list'], queryFn: fetchThreads, refetchInterval: REFRESH_MS });
  const select = (id: string | null) => setParams(id ? { thread: id } : {});
  const empty = threads.data?.length === 0;
  const showList = wide || !selected;
  return (
    <>
      <PageHeader
        title={t('Pesan')}
        description={t('Percakapan tentang lamaran dan undangan, dan antara siswa dan sekolahnya.')}
        actions={user && can(user.role, 'message', 'contacts') ? <WriteToSchool onStarted={select} /> : undefined}
      />
      <ListLoadState loading={threads.isLoading} error={threads.isError ? threads.error : null} withIcon />
      {empty && !selected && (
        <EmptyListCard
          icon={<IconMessages size={40} aria-hidden />}
          title={t('Belum ada percakapan')}
          hint={t('Percakapan dimulai dari tombol “Pesan” pada lamaran, undangan, atau data siswa.')}
          testId="messages-empty"
        />
      )}
      <div className={wide ? classes.columns : undefined}>
        {showList && !empty && (
          <div>
            <ThreadList threads={threads.data ?? []} selected={selected} meId={user?.id} onSelect={select} />
          </div>
        )}
        {selected && (
          <div>
            <ThreadView id={selected} meId={user?.id} principal={principalOfUser(user)} onBack={wide ? null : () => select(null)} />
          </div>
        )}
      </div>
    </>
  );
}
