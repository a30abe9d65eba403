import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ActionIcon, Affix, Alert, Button, Card, Group, Pagination, Paper, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDatabaseOff, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FieldDescriptor } from '@jalurkarir/shared';
import { useLayoutWidth } from '../../lib/use-layout-width';
import { isMobileWidth } from '../../lib/layout-constants';
import { apiErrorMessage } from '../../lib/api-errors';
import { crudClient, type Row } from '../../lib/crud-client';
import { formatNumber } from '../../lib/text';
import { useLang } from '../../lib/use-lang';
import { PageHeader } from '../page-header';
import { useRegionNames, type CellDisplay } from './cell-value';
import { ConfirmDialog } from './confirm-dialog';
import { CrudListView } from './crud-list-view';
import { ExportMenu } from './export-menu';
import { ImportDialog } from './import-dialog';
import { referenceLabel } from './reference-label';
import { nextSort, PER_PAGE, toListParams, useListState } from './use-list-state';
import classes from './crud.module.css';

export { PER_PAGE };

const NO_ROWS: Row[] = [];

/** A list filter beside the search box: options of a field, or the rows of a referenced model. */
export interface CrudFilter {
  name: string;
  label: string;
  options?: { value: string; label: string }[];
  reference?: string;
}

export interface CrudPermissions {
  create: boolean;
  update: boolean;
  delete: boolean;
  deletes: boolean;
  export: boolean;
  import: boolean;
}

export interface CrudPageProps {
  /** The route of the screen (`/md-student`); create is `<path>/new`, a row `<path>/<id>`. */
  path: string;
  model: string;
  title: string;
  description?: string;
  /**
   * The model's field metadata; `undefined` while it loads. The page renders at once (header,
   * actions, search, the list's request) and fills in the columns and filters when it arrives, so
   * the header is painted once and stays the same element, and the rows are not a round trip later.
   */
  fields: readonly FieldDescriptor[] | undefined;
  permissions: CrudPermissions;
  /** The filters beside the search box; `undefined` while they load (their placeholders take their place). */
  filters?: readonly CrudFilter[];
  /** The URL parameters the filters read (known before the filters themselves): the list's request does not wait for them. */
  filterNames?: readonly string[];
  /** Columns to hide on this screen (e.g. the school column for a school admin, who sees one school). */
  hiddenColumns?: readonly string[];
  /** Actions of a row beside edit and delete (e.g. verify an account). */
  rowActions?: (row: Row) => ReactNode;
  /** Values shown through the catalogue, booleans shown as a flag. */
  display?: CellDisplay;
}

function FilterSelect({ filter, value, onChange }: { filter: CrudFilter; value: string | undefined; onChange: (value: string | null) => void }) {
  const { t } = useTranslation();
  const reference = useQuery({
    queryKey: [filter.reference, 'all'],
    queryFn: () => crudClient(filter.reference!).all(),
    enabled: !!filter.reference,
    staleTime: 60_000,
  });
  const data = filter.options
    ? filter.options.map((o) => ({ value: o.value, label: t(o.label) }))
    : (reference.data ?? []).map((row) => ({ value: row.id, label: referenceLabel(row, t) }));
  return (
    <Select
      aria-label={t(filter.label)}
      placeholder={t(filter.label)}
      data={data}
      value={value ?? null}
      onChange={onChange}
      clearable
      searchable={data.length > 8}
      className={classes.filterBox}
      // The options are rendered when the list opens, not kept (hidden) in the page from the start.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
      nothingFoundMessage={t('Tidak ditemukan')}
      data-testid={`filter-${filter.name}`}
    />
  );
}

/**
 * The list screen of a model (spec §7 convention): search, filters, sortable columns,
 * pagination with the total, row selection with a confirmed bulk delete, export and import, all
 * kept in the URL. Generated from the field metadata; a screen passes only its differences.
 */
export function CrudPage({
  path,
  model,
  title,
  description,
  fields,
  permissions,
  filters,
  filterNames: knownFilterNames,
  hiddenColumns = [],
  rowActions,
  display,
}: CrudPageProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const client = useMemo(() => crudClient(model), [model]);
  const cards = isMobileWidth(useLayoutWidth());
  const filterNames = useMemo(() => knownFilterNames ?? (filters ?? []).map((f) => f.name), [knownFilterNames, filters]);
  const [state, update] = useListState(filterNames);
  const [searchText, setSearchText] = useState(state.search);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<string[] | null>(null);
  const [importOpen, setImportOpen] = useState(false);

  // Back/forward changes the URL: the search box follows it.
  useEffect(() => setSearchText(state.search), [state.search]);
  const commitSearch = useDebouncedCallback((value: string) => update({ search: value.trim() }, { replace: true }), 350);

  const params = toListParams(state, PER_PAGE);
  const list = useQuery({
    queryKey: [model, 'list', params],
    queryFn: ({ signal }) => client.list(params, signal),
    placeholderData: keepPreviousData,
  });
  // The rows render as a transition. A query's answer reaches React as a synchronous update (TanStack
  // Query reads its cache through useSyncExternalStore), and a page of cards or table rows made of
  // Mantine components is a long task on a slow phone; a deferred value is rendered in slices of a
  // few milliseconds instead, with the browser free in between. The list view is memoised, so the
  // synchronous updates of the other queries on screen (regions, filters, the header's) skip it.
  const shown = useDeferredValue(list.data);
  const rows = shown?.data ?? NO_ROWS;
  const total = shown?.total ?? 0;
  const totalPages = shown?.total_pages ?? 0;
  const columns = useMemo(() => (fields ?? []).filter((f) => f.list && !hiddenColumns.includes(f.name)), [fields, hiddenColumns]);
  const regionNames = useDeferredValue(useRegionNames(rows, columns));

  // A page past the end (rows deleted, or an old link) goes to the last page.
  useEffect(() => {
    if (list.data && state.page > 1 && state.page > list.data.total_pages) update({ page: Math.max(1, list.data.total_pages) }, { replace: true });
  }, [list.data, state.page, update]);

  const removal = useMutation({
    mutationFn: async (ids: string[]) => {
      const [only] = ids;
      return ids.length === 1 && only ? client.remove(only) : client.removeMany(ids);
    },
    onSuccess: (result) => {
      notifications.show({ color: 'green', message: t('Data dihapus: {{n}}', { n: result.deleted }) });
      setSelected(new Set());
      setPendingDelete(null);
      void queryClient.invalidateQueries({ queryKey: [model] });
    },
    onError: (error) => {
      setPendingDelete(null);
      notifications.show({ color: 'red', message: apiErrorMessage(error, t) });
    },
  });

  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(
    (checked: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const row of rows) {
          if (checked) next.add(row.id);
          else next.delete(row.id);
        }
        return next;
      }),
    [rows],
  );
  const onSort = useCallback((column: string) => update(nextSort(state, column)), [update, state]);
  const rowHref = useCallback((row: Row) => `${path}/${row.id}`, [path]);

  const actions = useCallback(
    (row: Row) => (
      <>
        {rowActions?.(row)}
        {permissions.update && (
          <ActionIcon
            data-hint={t('Ubah')}
            component={Link}
            to={`${path}/${row.id}`}
            variant="subtle"
            aria-label={`${t('Ubah')} ${String(row.name ?? row.title ?? row.code ?? '')}`}
            data-testid="row-edit"
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        )}
        {permissions.delete && (
          <ActionIcon
            data-hint={t('Hapus')}
            variant="subtle"
            color="red"
            onClick={() => setPendingDelete([row.id])}
            aria-label={`${t('Hapus')} ${String(row.name ?? row.title ?? row.code ?? '')}`}
            data-testid="row-delete"
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </>
    ),
    [rowActions, permissions.update, permissions.delete, path, t],
  );
  const hasActions = permissions.update || permissions.delete || !!rowActions;
  const first = total === 0 ? 0 : (state.page - 1) * PER_PAGE + 1;
  const last = Math.min(total, state.page * PER_PAGE);
  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;

  return (
    <>
      <PageHeader
        title={t(title)}
        description={description ? t(description) : undefined}
        actions={
          <>
            {permissions.import && (
              <Button variant="default" onClick={() => setImportOpen(true)} data-testid="import-open">
                {t('Impor')}
              </Button>
            )}
            {permissions.export && <ExportMenu client={client} params={params} />}
            {permissions.create && (
              <Button component={Link} to={`${path}/new`} leftSection={<IconPlus size={16} aria-hidden />} data-testid="create-button">
                {t('Tambah')}
              </Button>
            )}
          </>
        }
      />
      <Card withBorder radius="md" padding={cards ? 'sm' : 'lg'}>
        <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              commitSearch(event.currentTarget.value);
            }}
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder={t('Cari…')}
            aria-label={t('Cari di {{title}}', { title: t(title) })}
            className={classes.searchBox}
            data-testid="list-search"
          />
          {filters
            ? filters.map((filter) => (
                <FilterSelect
                  key={filter.name}
                  filter={filter}
                  value={state.filters[filter.name]}
                  onChange={(value) => update({ filters: { [filter.name]: value } })}
                />
              ))
            : // The selects' places, so nothing moves when they arrive.
              filterNames.map((name) => <Skeleton key={name} h={36} radius="sm" className={classes.filterBox} data-testid="filter-pending" />)}
          <Text size="sm" c="dimmed" ml="auto" aria-live="polite" data-testid="list-total">
            {shown
              ? shown.total_estimated
                ? t('{{first}}–{{last}} dari sekitar {{total}} data', {
                    first: formatNumber(first, lang),
                    last: formatNumber(last, lang),
                    total: formatNumber(total, lang),
                  })
                : t('{{first}}–{{last}} dari {{total}} data', {
                    first: formatNumber(first, lang),
                    last: formatNumber(last, lang),
                    total: formatNumber(total, lang),
                  })
              : ''}
          </Text>
        </Group>
        {list.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
            {apiErrorMessage(list.error, t)}
          </Alert>
        )}
        {(shown === undefined || !fields) && !list.isError && (
          <Stack gap="xs" data-testid="list-loading" aria-busy="true" aria-label={t('Memuat…')}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} h={cards ? 88 : 40} radius="sm" />
            ))}
          </Stack>
        )}
        {list.isSuccess && fields && shown !== undefined && rows.length === 0 && (
          <Stack align="center" gap="xs" py="xl" c="dimmed" data-testid="list-empty">
            <IconDatabaseOff size={36} aria-hidden />
            <Text>{filtered ? t('Tidak ada data yang cocok dengan pencarian') : t('Belum ada data')}</Text>
          </Stack>
        )}
        {fields && rows.length > 0 && (
          <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={list.isFetching}>
            <CrudListView
              columns={columns}
              rows={rows}
              sort={state}
              onSort={onSort}
              selectable={permissions.deletes}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              rowHref={rowHref}
              rowActions={hasActions ? actions : undefined}
              regionNames={regionNames}
              cards={cards}
              display={display}
            />
          </div>
        )}
        {totalPages > 1 && (
          <Group justify="center" mt="md">
            <Pagination
              total={totalPages}
              value={Math.min(state.page, totalPages)}
              onChange={(page) => update({ page })}
              siblings={cards ? 0 : 1}
              boundaries={1}
              size="sm"
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next'
                    ? t('Halaman berikutnya')
                    : control === 'previous'
                      ? t('Halaman sebelumnya')
                      : control === 'first'
                        ? t('Halaman pertama')
                        : t('Halaman terakhir'),
              })}
              getItemProps={(page) => ({ 'aria-label': `${t('Halaman')} ${page}` })}
              data-testid="list-pagination"
            />
          </Group>
        )}
      </Card>

      {selected.size > 0 && permissions.deletes && (
        <Affix position={{ bottom: 16, left: 0, right: 0 }} zIndex={150}>
          <Group justify="center" px="md">
            <Paper shadow="md" radius="md" p="sm" withBorder data-testid="bulk-bar">
              <Group gap="sm">
                <Text size="sm" fw={500}>
                  {t('Dipilih: {{n}}', { n: selected.size })}
                </Text>
                <Button variant="default" size="xs" onClick={() => setSelected(new Set())}>
                  {t('Batalkan pilihan')}
                </Button>
                <Button
                  color="red.8"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => setPendingDelete([...selected])}
                  data-testid="bulk-delete"
                >
                  {t('Hapus yang dipilih')}
                </Button>
              </Group>
            </Paper>
          </Group>
        </Affix>
      )}

      <ConfirmDialog
        opened={pendingDelete !== null}
        message={t('Data yang akan dihapus: {{n}}. Data yang dihapus tidak dapat dikembalikan.', { n: pendingDelete?.length ?? 0 })}
        confirmLabel={t('Hapus')}
        loading={removal.isPending}
        onConfirm={() => pendingDelete && removal.mutate(pendingDelete)}
        onClose={() => setPendingDelete(null)}
      />
      {permissions.import && (
        <ImportDialog
          opened={importOpen}
          client={client}
          onClose={() => setImportOpen(false)}
          onImported={() => void queryClient.invalidateQueries({ queryKey: [model] })}
        />
      )}
    </>
  );
}
