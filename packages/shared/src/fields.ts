/**
 * Field metadata served by `GET /{model}/field`: enough for a generic screen to render a table
 * column and a form input. `label` and option labels are Indonesian source phrases; the web app
 * translates them with `t()`.
 */
export type FieldType =
  'text' | 'textarea' | 'email' | 'password' | 'phone' | 'number' | 'date' | 'boolean' | 'select' | 'reference' | 'region' | 'image';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDescriptor {
  name: string;
  type: FieldType;
  label: string;
  required: boolean;
  sortable: boolean;
  searchable: boolean;
  /** Shown as a column in the list table. */
  list: boolean;
  /** Shown in the create/edit form. */
  form: boolean;
  options?: FieldOption[];
  /** For `reference`: the model whose `/all` feeds the select. */
  reference?: string;
  /** For `region`: which level of the province → regency → district → village cascade. */
  region?: 'province' | 'regency' | 'district' | 'village';
  maxLength?: number;
  min?: number;
  max?: number;
}

type FieldInput = Omit<FieldDescriptor, 'sortable' | 'searchable' | 'list' | 'form' | 'required'> &
  Partial<Pick<FieldDescriptor, 'sortable' | 'searchable' | 'list' | 'form' | 'required'>>;

export function field(input: FieldInput): FieldDescriptor {
  return { required: false, sortable: false, searchable: false, list: true, form: true, ...input };
}

export function options(values: readonly string[], labels: Record<string, string>): FieldOption[] {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}
