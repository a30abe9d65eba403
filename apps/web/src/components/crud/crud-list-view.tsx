import { memo, type ReactNode } from 'react';
import { Anchor, Card, Checkbox, Group, Stack, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FieldDescriptor } from '@jalurkarir/shared';
import type { Row } from '../../lib/crud-client';
import { CellValue, type CellDisplay, type RegionNames } from './cell-value';
import type { ListState } from './use-list-state';
import classes from './crud.module.css';

export interface CrudListViewProps {
  columns: readonly FieldDescriptor[];
  rows: readonly Row[];
  sort: Pick<ListState, 'sort_by' | 'sort_type'>;
  onSort: (column: string) => void;
  /** Rows may be ticked for a bulk delete. */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  /** Where a row's name leads (its edit or detail page). */
  rowHref: (row: Row) => string;
  rowActions?: (row: Row) => ReactNode;
  regionNames: RegionNames;
  /** Phone widths get cards instead of a wide table. */
  cards: boolean;
  display?: CellDisplay;
}

function SortIcon({ active, direction }: { active: boolean; direction: string }) {
  if (!active) return <IconArrowsSort size={14} aria-hidden className={classes.sortIdle} />;
  return direction === 'desc' ? <IconArrowDown size={14} aria-hidden /> : <IconArrowUp size={14} aria-hidden />;
}

/**
 * A model's rows: a sortable table with row selection on wide screens, a card list on phones.
 * Memoised: `CrudPage` renders it from a deferred copy of the rows with stable callbacks, so the
 * page's other updates do not render every row again.
 */
export const CrudListView = memo(function CrudListView(props: CrudListViewProps) {
  const { columns, rows, sort, onSort, selectable, selected, onToggle, onToggleAll, rowHref, rowActions, regionNames, cards, display } = props;
  const { t } = useTranslation();
  const [first, ...rest] = columns;
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someSelected = rows.some((r) => selected.has(r.id));
  const title = (row: Row, field = first) => (
    <Anchor component={Link} to={rowHref(row)} fw={600} data-testid="row-link">
      {field ? <CellValue field={field} row={row} regionNames={regionNames} display={display} /> : row.id}
    </Anchor>
  );

  if (cards) {
    // A card is titled by the row's name where it has one (a student's NISN then reads as a detail).
    const cardTitle = columns.find((f) => f.name === 'name' || f.name === 'title') ?? first;
    const details = columns.filter((f) => f !== cardTitle);
    return (
      <Stack gap="sm" data-testid="crud-cards">
        {selectable && rows.length > 0 && (
          <Checkbox
            label={t('Pilih semua di halaman ini')}
            checked={allSelected}
            indeterminate={someSelected && !allSelected}
            onChange={(e) => onToggleAll(e.currentTarget.checked)}
            data-testid="select-all"
          />
        )}
        {rows.map((row) => (
          <Card key={row.id} withBorder radius="md" padding="md" data-testid="crud-row" data-id={row.id}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                {selectable && (
                  <Checkbox
                    checked={selected.has(row.id)}
                    onChange={() => onToggle(row.id)}
                    aria-label={t('Pilih baris')}
                    mt={2}
                    data-testid="row-select"
                  />
                )}
                <div className={classes.cellText} style={{ minWidth: 0 }}>
                  {title(row, cardTitle)}
                </div>
              </Group>
              {rowActions && (
                <Group gap={4} wrap="nowrap">
                  {rowActions(row)}
                </Group>
              )}
            </Group>
            {/* Plain elements on a CSS grid: a page of cards has some forty label/value pairs, and Mantine's
                responsive grid wrote a <style> element per card. */}
            <dl className={classes.cardFields}>
              {/* A flag that is off (not the default currency) has nothing to say on a card. */}
              {details
                .filter((field) => !display?.flags?.includes(field.name) || row[field.name])
                .map((field) => (
                  <div key={field.name}>
                    <dt className={classes.cardLabel}>{t(field.label)}</dt>
                    <dd className={`${classes.cardValue} ${classes.cellText}`}>
                      <CellValue field={field} row={row} regionNames={regionNames} display={display} />
                    </dd>
                  </div>
                ))}
            </dl>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover data-testid="crud-table">
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th w={40}>
                <Checkbox
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  onChange={(e) => onToggleAll(e.currentTarget.checked)}
                  aria-label={t('Pilih semua di halaman ini')}
                  data-testid="select-all"
                />
              </Table.Th>
            )}
            {columns.map((field) => {
              const active = sort.sort_by === field.name;
              const ariaSort = active ? (sort.sort_type === 'desc' ? 'descending' : 'ascending') : undefined;
              return (
                <Table.Th key={field.name} scope="col" aria-sort={ariaSort} className={classes.headCell}>
                  {field.sortable ? (
                    <UnstyledButton className={classes.sortButton} onClick={() => onSort(field.name)} data-testid={`sort-${field.name}`}>
                      {t(field.label)}
                      <SortIcon active={active} direction={sort.sort_type} />
                    </UnstyledButton>
                  ) : (
                    t(field.label)
                  )}
                </Table.Th>
              );
            })}
            {rowActions && (
              <Table.Th scope="col" className={classes.actionsCell}>
                <span>{t('Aksi')}</span>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              data-testid="crud-row"
              data-id={row.id}
              bg={selected.has(row.id) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              {selectable && (
                <Table.Td>
                  <Checkbox checked={selected.has(row.id)} onChange={() => onToggle(row.id)} aria-label={t('Pilih baris')} data-testid="row-select" />
                </Table.Td>
              )}
              {first && <Table.Td className={classes.cellText}>{title(row)}</Table.Td>}
              {rest.map((field) => (
                <Table.Td key={field.name} className={field.type === 'boolean' ? classes.badgeCell : classes.cellText}>
                  <CellValue field={field} row={row} regionNames={regionNames} display={display} />
                </Table.Td>
              ))}
              {rowActions && (
                <Table.Td className={classes.actionsCell}>
                  {/* The icons wrap onto a second line when the row has more of them than the table has room for
                      (an unverified account's extra "Verify"), instead of pushing the table past its card. */}
                  <Group gap={2} wrap="wrap">
                    {rowActions(row)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
