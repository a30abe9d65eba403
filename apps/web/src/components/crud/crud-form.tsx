import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FieldDescriptor } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-errors';
import { validateWith } from '../../lib/form-validation';
import { useLang, useRevalidateOnLangChange } from '../../lib/use-lang';
import { FieldInput, type InputBinding } from './field-input';
import { ownsErrorKey, partErrors, type FormPart } from './form-part';
import { regionChildren, regionParent, toFormValues, toRequestBody, type FormValues } from './form-values';
import 'dayjs/locale/id';
import '@mantine/dates/styles.css';

export interface CrudFormProps {
  fields: readonly FieldDescriptor[];
  mode: 'create' | 'update';
  /** The row being edited. */
  row?: Record<string, unknown>;
  /** The shared zod schema of the request: the same rules and words as the API. */
  schema?: z.ZodType;
  /** Fields holding several values. */
  multiple?: readonly string[];
  /**
   * Values the server needs but the form does not show (e.g. the company of a company admin):
   * validated and sent with the form's values, so a hidden required field does not block the
   * submit silently (nor, missing, stop the schema's cross-field rules from running).
   */
  fixedValues?: Record<string, unknown>;
  /** Help under a field (already translated). */
  descriptions?: Record<string, string>;
  readOnly?: boolean;
  submitting?: boolean;
  error?: unknown;
  /** A page's own inputs saved by the same submit (components/crud/form-part.ts). */
  part?: FormPart;
  onSubmit: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}

/** Long fields take the whole row; the rest sit two to a row from tablet width up. */
const isWide = (field: FieldDescriptor) => field.type === 'textarea';

/**
 * The create/edit form of a model, generated from its field metadata: validated with the shared
 * zod schema before sending, the API's field errors shown on their fields, region selects that
 * cascade, and messages that follow a language switch.
 */
export function CrudForm({
  fields,
  mode,
  row,
  schema,
  multiple = [],
  fixedValues,
  descriptions = {},
  readOnly,
  submitting,
  error,
  part,
  onSubmit,
  onCancel,
}: CrudFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const initialValues = useMemo(() => toFormValues(fields, row, multiple), [fields, row, multiple]);
  const form = useForm<FormValues>({
    initialValues,
    validate: (values) => (schema ? validateWith(schema, bodyOf(values), lang) : {}),
  });
  // The part's values are read at submit time, so the body always carries what the part shows.
  function bodyOf(values: FormValues): Record<string, unknown> {
    return { ...fixedValues, ...toRequestBody(fields, values, mode), ...part?.values };
  }
  useRevalidateOnLangChange(form);
  useFreshRow(form, initialValues);
  const serverErrors = apiFieldErrors(error);
  const unplaced = Object.keys(serverErrors).filter((name) => !fields.some((f) => f.name === name) && !(part && ownsErrorKey(part.fields, name)));

  const binding = (field: FieldDescriptor): InputBinding => {
    const props = form.getInputProps(field.name);
    return {
      ...props,
      error: props.error ?? serverErrors[field.name],
      onChange: (value: unknown) => {
        const next =
          value && typeof value === 'object' && 'currentTarget' in value
            ? (value as { currentTarget: { value: unknown } }).currentTarget.value
            : value;
        form.setFieldValue(field.name, next);
        for (const child of regionChildren(fields, field.name)) form.setFieldValue(child, null);
      },
    };
  };

  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: 1 }}>
      <form noValidate data-testid="crud-form" onSubmit={form.onSubmit((values) => onSubmit(bodyOf(values)))}>
        <Stack gap="md">
          {!!error && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="form-error">
              {apiErrorMessage(error, t)}
              {unplaced.map((name) => (
                <div key={name}>{serverErrors[name]}</div>
              ))}
            </Alert>
          )}
          <Grid gap="md">
            {fields.map((field) => {
              const parent = regionParent(fields, field);
              return (
                <Grid.Col key={field.name} span={{ base: 12, sm: isWide(field) ? 12 : 6 }}>
                  <FieldInput
                    field={field}
                    binding={binding(field)}
                    multiple={multiple.includes(field.name)}
                    parentRegion={parent ? (form.values[parent] as string | null) : undefined}
                    readOnly={readOnly}
                    description={descriptions[field.name]}
                  />
                </Grid.Col>
              );
            })}
          </Grid>
          {part?.render(partErrors(part.fields, form.errors, serverErrors))}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} data-testid="form-cancel">
              {readOnly ? t('Kembali') : t('Batal')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={submitting} data-testid="form-submit">
                {t('Simpan')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}

/** The part of a Mantine form that `useFreshRow` uses. */
interface ResettableForm {
  isDirty(): boolean;
  setInitialValues(values: FormValues): void;
  setValues(values: FormValues): void;
}

/**
 * A fresh copy of the row (the background refetch of a cached row, an action beside the form)
 * replaces the values only while the user has changed nothing: what they typed or picked is never
 * thrown away. Compared by content, as the row's values are rebuilt on every render.
 */
function useFreshRow(form: ResettableForm, initialValues: FormValues) {
  const content = JSON.stringify(initialValues);
  const applied = useRef(content);
  useEffect(() => {
    if (content === applied.current) return;
    applied.current = content;
    if (form.isDirty()) return;
    form.setInitialValues(initialValues);
    form.setValues(initialValues);
    // `form` and `initialValues` are new objects on every render; `content` is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content]);
}
