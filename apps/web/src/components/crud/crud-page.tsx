import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ActionIcon, Affix, Alert, Button, Card, Group, Paper, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
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
import { useDeferredAnswer } from '../../lib/use-deferred-answer';
import { LabeledPagination } from '../labeled-pagination';
import { PageHeader } from '../page-header';
import { useRegionNames, type CellDisplay } from './cell-value';
import { ConfirmDialog } from './confirm-dialog';
import { CrudListView } from './crud-list-view';
import { ExportMenu } from './export-menu';
import { ImportDialog } from './import-dialog';
import { referenceLabel } from './reference-label';
import { nextSort, PER_PAGE, toListParams, useListState, type ListState } from './use-list-state';
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

/** The ticked rows of a list: one at a time, or every row of the page at once. */
function useRowSelection(rows: Row[]) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
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
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, toggleAll, clear };
}

/** Deleting one row or many, after the confirmation; the list is refetched afterwards. */
function useRowRemoval(model: string, client: ReturnType<typeof crudClient>, onDeleted: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pendingDelete, setPendingDelete] = useState<string[] | null>(null);
  const removal = useMutation({
    mutationFn: async (ids: string[]) => {
      const [only] = ids;
      return ids.length === 1 && only ? client.remove(only) : client.removeMany(ids);
    },
    onSuccess: (result) => {
      notifications.show({ color: 'green', message: t('Data dihapus: {{n}}', { n: result.deleted }) });
      onDeleted();
      setPendingDelete(null);
      void queryClient.invalidateQueries({ queryKey: [model] });
    },
    onError: (error) => {
      setPendingDelete(null);
      notifications.show({ color: 'red', message: apiErrorMessage(error, t) });
    },
  });
  return { pendingDelete, setPendingDelete, removal };
}

/** A page of the model's rows for the list state in the URL, and the move to the last page when past the end. */
function useCrudList(model: string, client: ReturnType<typeof crudClient>, filterNames: readonly string[]) {
  const [state, update] = useListState(filterNames);
  const params = toListParams(state, PER_PAGE);
  const list = useQuery({
    queryKey: [model, 'list', params],
    queryFn: ({ signal }) => client.list(params, signal),
    placeholderData: keepPreviousData,
  });
  // A page past the end (rows deleted, or an old link) goes to the last page.
  useEffect(() => {
    if (list.data && state.page > 1 && state.page > list.data.total_pages) update({ page: Math.max(1, list.data.total_pages) }, { replace: true });
  }, [list.data, state.page, update]);
  return { state, update, params, list };
}

type UpdateList = ReturnType<typeof useListState>[1];

/** The search box (debounced into the URL), the filters and the "1–10 of 26" range. */
function CrudToolbar({
  title,
  state,
  update,
  filters,
  filterNames,
  range,
}: {
  title: string;
  state: ListState;
  update: UpdateList;
  filters: readonly CrudFilter[] | undefined;
  filterNames: readonly string[];
  range: string;
}) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState(state.search);
  // Back/forward changes the URL: the search box follows it.
  useEffect(() => setSearchText(state.search), [state.search]);
  const commitSearch = useDebouncedCallback((value: string) => update({ search: value.trim() }, { replace: true }), 350);
  return (
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
        {range}
      </Text>
    </Group>
  );
}

/** "1–10 dari 26 data" for the page shown (an estimate says so); empty before the first answer. */
function useRangeText(page: ListPage | undefined, pageNumber: number) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!page) return '';
  const total = page.total;
  const numbers = {
    first: formatNumber(total === 0 ? 0 : (pageNumber - 1) * PER_PAGE + 1, lang),
    last: formatNumber(Math.min(total, pageNumber * PER_PAGE), lang),
    total: formatNumber(total, lang),
  };
  return page.total_estimated ? t('{{first}}–{{last}} dari sekitar {{total}} data', numbers) : t('{{first}}–{{last}} dari {{total}} data', numbers);
}

type ListPage = Awaited<ReturnType<ReturnType<typeof crudClient>['list']>>;

/** The edit link and delete button of a row, after the screen's own actions. */
function CrudRowActions({
  row,
  path,
  permissions,
  rowActions,
  onDelete,
}: {
  row: Row;
  path: string;
  permissions: Pick<CrudPermissions, 'update' | 'delete'>;
  rowActions?: (row: Row) => ReactNode;
  onDelete: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
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
          onClick={() => onDelete([row.id])}
          aria-label={`${t('Hapus')} ${String(row.name ?? row.title ?? row.code ?? '')}`}
          data-testid="row-delete"
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </>
  );
}

/** The bar at the bottom while rows are ticked: how many, untick, delete them. */
function BulkBar({ count, onClear, onDelete }: { count: number; onClear: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Affix position={{ bottom: 16, left: 0, right: 0 }} zIndex={150}>
      <Group justify="center" px="md">
        <Paper shadow="md" radius="md" p="sm" withBorder data-testid="bulk-bar">
          <Group gap="sm">
            <Text size="sm" fw={500}>
              {t('Dipilih: {{n}}', { n: count })}
            </Text>
            <Button variant="default" size="xs" onClick={onClear}>
              {t('Batalkan pilihan')}
            </Button>
            <Button color="red.8" size="xs" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete} data-testid="bulk-delete">
              {t('Hapus yang dipilih')}
            </Button>
          </Group>
        </Paper>
      </Group>
    </Affix>
  );
}

/** Import, export and create beside the title, as the role may. */
function CrudHeaderActions({
  permissions,
  path,
  client,
  params,
  onImport,
}: {
  permissions: CrudPermissions;
  path: string;
  client: ReturnType<typeof crudClient>;
  params: ReturnType<typeof toListParams>;
  onImport: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {permissions.import && (
        <Button variant="default" onClick={onImport} data-testid="import-open">
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
  );
}

/** Loading skeletons, the API's error, or the empty list's words. */
function CrudListStatus({
  list,
  shown,
  ready,
  empty,
  filtered,
  cards,
}: {
  list: { isError: boolean; error: unknown };
  shown: ListPage | undefined;
  ready: boolean;
  empty: boolean;
  filtered: boolean;
  cards: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(list.error, t)}
        </Alert>
      )}
      {(shown === undefined || !ready) && !list.isError && (
        <Stack gap="xs" data-testid="list-loading" aria-busy="true" aria-label={t('Memuat…')}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h={cards ? 88 : 40} radius="sm" />
          ))}
        </Stack>
      )}
      {empty && (
        <Stack align="center" gap="xs" py="xl" c="dimmed" data-testid="list-empty">
          <IconDatabaseOff size={36} aria-hidden />
          <Text>{filtered ? t('Tidak ada data yang cocok dengan pencarian') : t('Belum ada data')}</Text>
        </Stack>
      )}
    </>
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
  const queryClient = useQueryClient();
  const client = useMemo(() => crudClient(model), [model]);
  const cards = isMobileWidth(useLayoutWidth());
  const filterNames = useMemo(() => knownFilterNames ?? (filters ?? []).map((f) => f.name), [knownFilterNames, filters]);
  const { state, update, params, list } = useCrudList(model, client, filterNames);
  const [importOpen, setImportOpen] = useState(false);

  // The rows render as a transition. A query's answer reaches React as a synchronous update (TanStack
  // Query reads its cache through useSyncExternalStore), and a page of cards or table rows made of
  // Mantine components is a long task on a slow phone; a deferred value is rendered in slices of a
  // few milliseconds instead, with the browser free in between. The list view is memoised, so the
  // synchronous updates of the other queries on screen (regions, filters, the header's) skip it.
  const shown = useDeferredAnswer(list.data);
  const rows = shown?.data ?? NO_ROWS;
  const totalPages = shown?.total_pages ?? 0;
  const columns = useMemo(() => (fields ?? []).filter((f) => f.list && !hiddenColumns.includes(f.name)), [fields, hiddenColumns]);
  const regionNames = useDeferredValue(useRegionNames(rows, columns));
  const { selected, toggle, toggleAll, clear } = useRowSelection(rows);
  const { pendingDelete, setPendingDelete, removal } = useRowRemoval(model, client, clear);
  const range = useRangeText(shown, state.page);

  const onSort = useCallback((column: string) => update(nextSort(state, column)), [update, state]);
  const rowHref = useCallback((row: Row) => `${path}/${row.id}`, [path]);
  const { update: canUpdate, delete: canDelete } = permissions;
  const actions = useCallback(
    (row: Row) => (
      <CrudRowActions
        row={row}
        path={path}
        permissions={{ update: canUpdate, delete: canDelete }}
        rowActions={rowActions}
        onDelete={setPendingDelete}
      />
    ),
    [rowActions, canUpdate, canDelete, path, setPendingDelete],
  );
  const hasActions = permissions.update || permissions.delete || !!rowActions;
  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;

  return (
    <>
      <PageHeader
        title={t(title)}
        description={description ? t(description) : undefined}
        actions={<CrudHeaderActions permissions={permissions} path={path} client={client} params={params} onImport={() => setImportOpen(true)} />}
      />
      <Card withBorder radius="md" padding={cards ? 'sm' : 'lg'}>
        <CrudToolbar title={title} state={state} update={update} filters={filters} filterNames={filterNames} range={range} />
        <CrudListStatus
          list={list}
          shown={shown}
          ready={!!fields}
          empty={list.isSuccess && !!fields && shown !== undefined && rows.length === 0}
          filtered={filtered}
          cards={cards}
        />
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
            <LabeledPagination
              total={totalPages}
              value={Math.min(state.page, totalPages)}
              onChange={(page) => update({ page })}
              siblings={cards ? 0 : 1}
              boundaries={1}
              size="sm"
              data-testid="list-pagination"
            />
          </Group>
        )}
      </Card>

      {selected.size > 0 && permissions.deletes && <BulkBar count={selected.size} onClear={clear} onDelete={() => setPendingDelete([...selected])} />}

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
