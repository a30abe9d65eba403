import type { FieldDescriptor, ImportReport, ListResult } from '@jalurkarir/shared';
import { API_BASE, ApiError, api, apiRequest, handleUnauthorized, isUnauthorizedBody, sessionHeaders } from './api-client';

export type Row = Record<string, unknown> & { id: string };
export type { ImportReport };
export type ListParams = Record<string, string | number | undefined>;

export type SpreadsheetFormat = 'csv' | 'xlsx';

/**
 * The generic model convention of spec §7 as one client (list / field / detail / create /
 * update / delete / deletes / all, plus export and import). Query keys: `[model]`,
 * `[model, 'list', params]`, `[model, 'detail', id]`; a mutation invalidates `[model]`.
 */
export function crudClient(model: string) {
  return {
    list: (params: ListParams, signal?: AbortSignal) => api.get<ListResult<Row>>(`/${model}/list`, params, signal),
    fields: async () => (await api.get<{ data: FieldDescriptor[] }>(`/${model}/field`)).data,
    detail: async (id: string) => (await api.get<{ data: Row }>(`/${model}/detail`, { id })).data,
    create: async (body: Record<string, unknown>) => (await api.post<{ data: Row }>(`/${model}/create`, body)).data,
    update: async (id: string, body: Record<string, unknown>) => (await api.post<{ data: Row }>(`/${model}/update`, body, { id })).data,
    remove: (id: string) => api.post<{ deleted: number }>(`/${model}/delete`, { id }),
    removeMany: (ids: string[]) => api.post<{ deleted: number }>(`/${model}/deletes`, { ids }),
    all: async (search?: string) => (await api.get<{ data: Row[] }>(`/${model}/all`, search ? { search } : undefined)).data,
    exportFile: (format: SpreadsheetFormat, params: ListParams) =>
      downloadFile(`/${model}/export`, { ...withoutPaging(params), format }, `${model}.${format}`),
    importTemplate: (format: SpreadsheetFormat) => downloadFile(`/${model}/import-template`, { format }, `${model}-template.${format}`),
    importFile: (file: File, dryRun: boolean) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<ImportReport>(`/${model}/import`, { method: 'POST', formData: form, query: { dry_run: dryRun } });
    },
  };
}

export type CrudClient = ReturnType<typeof crudClient>;

function withoutPaging(params: ListParams): ListParams {
  const { page: _page, per_page: _perPage, ...rest } = params;
  return rest;
}

/** The file name the API gives in `content-disposition`, else the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * Downloads a file the API makes for the signed-in user (export, import template): the bearer
 * token cannot ride on a plain link, so the file is fetched and handed to the browser as a blob.
 */
export async function downloadFile(path: string, query: ListParams, fallbackName: string): Promise<string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}?${params.toString()}`, { headers: sessionHeaders() });
  } catch {
    throw new ApiError(0, { code: 'NETWORK', message: '' });
  }
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    if (isUnauthorizedBody(body)) handleUnauthorized();
    throw new ApiError(response.status, body);
  }
  const name = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
