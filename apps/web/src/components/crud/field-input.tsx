import { MultiSelect, NumberInput, PasswordInput, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldDescriptor } from '@jalurkarir/shared';
import { crudClient } from '../../lib/crud-client';
import { useRegions } from '../../lib/regions';
import { REGION_SERVICE, referenceLabel } from './reference-label';

// Kept here too for the form's callers; the list imports ./reference-label (no date picker).
export { REGION_SERVICE, referenceLabel };

/** What Mantine's `form.getInputProps(name)` hands an input. */
export interface InputBinding {
  value?: unknown;
  checked?: boolean;
  onChange: (value: unknown) => void;
  error?: unknown;
  onFocus?: () => void;
  onBlur?: () => void;
}

export interface FieldInputProps {
  field: FieldDescriptor;
  binding: InputBinding;
  /** Several values (e.g. the vocational programs an opening accepts). */
  multiple?: boolean;
  /** For a region below province: the code chosen one level up. */
  parentRegion?: string | null;
  readOnly?: boolean;
  /** Shown under the input (e.g. "leave empty to keep the password"). */
  description?: string;
}

function ReferenceSelect({ field, binding, readOnly, common }: FieldInputProps & { common: Record<string, unknown> }) {
  const { t } = useTranslation();
  const reference = field.reference!;
  const options = useQuery({
    queryKey: [reference, 'all'],
    queryFn: () => crudClient(reference).all(),
    staleTime: 60_000,
  });
  return (
    <Select
      {...common}
      data={(options.data ?? []).map((row) => ({ value: row.id, label: referenceLabel(row, t) }))}
      value={(binding.value as string | null) ?? null}
      onChange={(value) => binding.onChange(value)}
      searchable
      clearable={!field.required}
      readOnly={readOnly}
      nothingFoundMessage={options.isLoading ? t('Memuat…') : t('Tidak ditemukan')}
    />
  );
}

function RegionSelect({ field, binding, parentRegion, readOnly, common }: FieldInputProps & { common: Record<string, unknown> }) {
  const { t } = useTranslation();
  const level = REGION_SERVICE[field.region ?? 'province'];
  const needsParent = level !== 'provinces';
  const regions = useRegions(level, parentRegion);
  const waiting = needsParent && !parentRegion;
  return (
    <Select
      {...common}
      data={(regions.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
      value={(binding.value as string | null) ?? null}
      onChange={(value) => binding.onChange(value)}
      searchable
      clearable
      readOnly={readOnly}
      disabled={waiting && !readOnly}
      placeholder={waiting ? t('Pilih yang di atas dulu') : undefined}
      nothingFoundMessage={t('Tidak ditemukan')}
    />
  );
}

/** One form control for one field of `GET /{model}/field`. Labels and options are Indonesian phrases, shown through `t()`. */
export function FieldInput(props: FieldInputProps) {
  const { field, binding, multiple, readOnly, description } = props;
  const { t } = useTranslation();
  const common = {
    label: t(field.label),
    required: field.required && !readOnly,
    error: binding.error as string | undefined,
    onFocus: binding.onFocus,
    onBlur: binding.onBlur,
    description,
    'data-testid': `field-${field.name}`,
  };
  const text = { ...common, value: (binding.value as string) ?? '', onChange: binding.onChange, readOnly, maxLength: field.maxLength };
  switch (field.type) {
    case 'textarea':
      return <Textarea {...text} autosize minRows={2} maxRows={10} />;
    case 'password':
      return <PasswordInput {...text} autoComplete="new-password" />;
    case 'email':
      return <TextInput {...text} type="email" autoComplete="off" />;
    case 'phone':
      return <TextInput {...text} type="tel" inputMode="tel" />;
    case 'number':
      return (
        <NumberInput
          {...common}
          value={(binding.value as number | string) ?? ''}
          onChange={binding.onChange}
          min={field.min}
          max={field.max}
          allowDecimal={false}
          thousandSeparator={field.max === undefined || field.max > 9999 ? '.' : undefined}
          decimalSeparator=","
          readOnly={readOnly}
        />
      );
    case 'date':
      return (
        <DatePickerInput
          {...common}
          value={(binding.value as string) || null}
          onChange={(value) => binding.onChange(value ?? '')}
          valueFormat="D MMMM YYYY"
          clearable={!field.required}
          clearButtonProps={{ 'aria-label': t('Hapus tanggal') }}
          readOnly={readOnly}
          leftSection={<IconCalendar size={16} aria-hidden />}
          popoverProps={{ withinPortal: true }}
        />
      );
    case 'boolean':
      return (
        <Switch
          label={common.label}
          checked={!!binding.value}
          onChange={(event) => binding.onChange(event.currentTarget.checked)}
          disabled={readOnly}
          mt="md"
          data-testid={common['data-testid']}
        />
      );
    case 'select': {
      const data = (field.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }));
      if (multiple) {
        return (
          <MultiSelect
            {...common}
            data={data}
            value={(binding.value as string[]) ?? []}
            onChange={binding.onChange}
            searchable
            clearable
            readOnly={readOnly}
            nothingFoundMessage={t('Tidak ditemukan')}
          />
        );
      }
      return (
        <Select
          {...common}
          data={data}
          value={(binding.value as string | null) ?? null}
          onChange={(value) => binding.onChange(value)}
          clearable={!field.required}
          allowDeselect={!field.required}
          searchable={data.length > 8}
          readOnly={readOnly}
          nothingFoundMessage={t('Tidak ditemukan')}
        />
      );
    }
    case 'reference':
      return <ReferenceSelect {...props} common={common} />;
    case 'region':
      return <RegionSelect {...props} common={common} />;
    default:
      return <TextInput {...text} />;
  }
}
