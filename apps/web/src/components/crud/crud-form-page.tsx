import { useMemo, type ReactNode } from 'react';
import { Alert, Anchor, Breadcrumbs, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { FieldDescriptor } from '@jalurkarir/shared';
import { apiErrorMessage } from '../../lib/api-errors';
import { crudClient, type Row } from '../../lib/crud-client';
import { PageHeader } from '../page-header';
import type { CellDisplay } from './cell-value';
import { CrudForm } from './crud-form';
import { CrudReadView } from './crud-read-view';
import type { FormPart } from './form-part';

export interface CrudFormPageProps {
  path: string;
  model: string;
  /** Title of the list screen (Indonesian phrase). */
  title: string;
  /** `undefined` creates a row. */
  id?: string;
  fields: readonly FieldDescriptor[];
  createSchema?: z.ZodType;
  updateSchema?: z.ZodType;
  multiple?: readonly string[];
  /** Fields the server fills from the session (e.g. the school of a school admin): not shown. */
  hiddenFields?: readonly string[];
  /** Fields shown only when creating (e.g. a password the owner sets later). */
  createOnly?: readonly string[];
  descriptions?: Record<string, string>;
  /** Values a new row starts with (e.g. the company of a company admin). */
  defaults?: Record<string, unknown>;
  readOnly?: boolean;
  /** Shown above the form when editing (e.g. a logo upload). */
  aside?: (row: Row) => ReactNode;
  /** The page titles in the model's own words (Indonesian phrases): "Tambah Siswa", "Ubah Siswa", "Detail Siswa". */
  titles?: { create: string; update: string; view: string };
  /** How the read view shows values (fixed vocabularies, flags). */
  display?: CellDisplay;
  /** The page's own inputs inside the form, saved by its one submit (not shown read-only). */
  part?: FormPart;
}

/** The create / edit (or read-only detail) screen of one row of a model. */
export function CrudFormPage(props: CrudFormPageProps) {
  const {
    path,
    model,
    title,
    id,
    fields,
    createSchema,
    updateSchema,
    multiple,
    hiddenFields = [],
    createOnly = [],
    descriptions,
    defaults,
    readOnly,
    aside,
    titles,
    display,
    part,
  } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const client = useMemo(() => crudClient(model), [model]);
  const mode = id ? 'update' : 'create';
  // Back to where the user came from (the list with its search and page), or to the list when the form was opened directly.
  const goBack = () => void ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(path));
  const detail = useQuery({ queryKey: [model, 'detail', id], queryFn: () => client.detail(id!), enabled: !!id });
  const formFields = useMemo(
    () =>
      fields.filter(
        (f) => f.form && !hiddenFields.includes(f.name) && (mode === 'create' || !createOnly.includes(f.name)) && !part?.fields.includes(f.name),
      ),
    [fields, hiddenFields, createOnly, mode, part?.fields],
  );
  // Defaults of fields the form does not show (a company admin's company) travel with the form's values.
  const hiddenDefaults = useMemo(
    () => Object.fromEntries(Object.entries(defaults ?? {}).filter(([name]) => !formFields.some((f) => f.name === name))),
    [defaults, formFields],
  );
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => (id ? client.update(id, body) : client.create(body)),
    onSuccess: (row) => {
      queryClient.setQueryData([model, 'detail', row.id], row);
      void queryClient.invalidateQueries({ queryKey: [model] });
      notifications.show({ color: 'green', message: id ? t('Perubahan disimpan') : t('Data ditambahkan') });
      goBack();
    },
  });

  const pageTitle = titles ? t(readOnly ? titles.view : id ? titles.update : titles.create) : readOnly ? t('Detail') : id ? t('Ubah') : t('Tambah');
  const readFields = fields.filter((f) => (f.form || f.list) && !hiddenFields.includes(f.name));
  const rowName = detail.data ? String(detail.data.name ?? detail.data.title ?? detail.data.code ?? '') : '';
  return (
    <>
      <Breadcrumbs mb="xs" aria-label={t('Navigasi halaman')}>
        <Anchor component={Link} to={path} size="sm">
          {t(title)}
        </Anchor>
        <span>{pageTitle}</span>
      </Breadcrumbs>
      <PageHeader title={rowName ? `${pageTitle}: ${rowName}` : pageTitle} />
      <Stack gap="md">
        {detail.data && aside?.(detail.data)}
        <Card withBorder radius="md" padding="lg">
          {detail.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {apiErrorMessage(detail.error, t)}
            </Alert>
          )}
          {id && detail.isLoading && (
            <Stack gap="sm" aria-busy="true" aria-label={t('Memuat…')}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} h={56} />
              ))}
            </Stack>
          )}
          {readOnly && detail.data && (
            <Stack gap="lg">
              <CrudReadView fields={readFields} row={detail.data} display={display} />
              <Group justify="flex-end">
                <Button variant="default" onClick={goBack} data-testid="form-cancel">
                  {t('Kembali')}
                </Button>
              </Group>
            </Stack>
          )}
          {!readOnly && (!id || detail.data) && (
            <CrudForm
              // One form per row; a refetched copy of the row updates it in place (see CrudForm).
              key={id ?? 'new'}
              fields={formFields}
              mode={mode}
              row={detail.data ?? defaults}
              schema={id ? updateSchema : createSchema}
              multiple={multiple}
              fixedValues={id ? undefined : hiddenDefaults}
              descriptions={descriptions}
              readOnly={readOnly}
              submitting={save.isPending}
              error={save.error}
              part={part}
              onSubmit={(body) => save.mutate(body)}
              onCancel={goBack}
            />
          )}
        </Card>
      </Stack>
    </>
  );
}
