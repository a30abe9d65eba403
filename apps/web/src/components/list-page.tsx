import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/api-errors';
import { LabeledPagination } from './labeled-pagination';

/**
 * The search box and page of a filtered list page (placements, partnerships): what is typed is
 * searched only on submit, and a new search goes back to page 1.
 */
export function useSearchPaging() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  return { typed, setTyped, search, page, setPage, submit };
}

export type SearchPaging = ReturnType<typeof useSearchPaging>;

/** The filter bar of a list page: the page's own selects, then the search box and its button. */
export function ListSearchForm({ paging, placeholder, children }: { paging: SearchPaging; placeholder: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap" component="form" onSubmit={paging.submit}>
      {children}
      <TextInput
        label={t('Cari')}
        placeholder={placeholder}
        value={paging.typed}
        onChange={(e) => paging.setTyped(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        style={{ flex: '1 1 200px' }}
      />
      <Button type="submit" variant="light">
        {t('Cari')}
      </Button>
    </Group>
  );
}

/** A list's first load (a skeleton) and its failure (the API's message). */
export function ListLoadState({ loading, error, withIcon = false }: { loading: boolean; error: unknown; withIcon?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {loading && <Skeleton h={200} />}
      {error != null && (
        <Alert color="red" icon={withIcon ? <IconAlertCircle size={18} aria-hidden /> : undefined} role="alert">
          {apiErrorMessage(error, t)}
        </Alert>
      )}
    </>
  );
}

/** A list with nothing in it yet: an icon, what is missing, and how to add the first one. */
export function EmptyListCard({ icon, title, hint, testId }: { icon: ReactNode; title: string; hint: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="xl" data-testid={testId}>
      <Stack align="center" gap="xs">
        {icon}
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {hint}
        </Text>
      </Stack>
    </Card>
  );
}

/** The pages under a list, shown only when there is more than one. */
export function ListPager({ totalPages, page, onChange }: { totalPages: number | undefined; page: number; onChange: (page: number) => void }) {
  if (!totalPages || totalPages <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <LabeledPagination total={totalPages} value={page} onChange={onChange} size="sm" />
    </Group>
  );
}
