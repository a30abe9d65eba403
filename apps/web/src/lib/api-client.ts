import { getToken, reloadSignedOut } from './session';
import { currentLang } from './i18n';

/** Base path of every call (spec §7). */
export const API_BASE = '/api/v1';

/** A failed call: the API's error body `{statusCode, code, name, message, errors?}`, or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errorName: string;
  readonly errors: Record<string, string>;

  constructor(status: number, body: { code?: string; name?: string; message?: string; errors?: Record<string, string> }) {
    super(body.message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? (status === 0 ? 'NETWORK' : 'HTTP_ERROR');
    this.errorName = body.name ?? '';
    this.errors = body.errors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The spec's signal (§7, §8): a response whose `name` is `Unauthorized` ends the session. */
export function isUnauthorizedBody(body: unknown): boolean {
  return !!body && typeof body === 'object' && (body as { name?: unknown }).name === 'Unauthorized';
}

/** Sends the visitor to the login screen and reloads (spec §8). The stale session is dropped first. */
export function handleUnauthorized(): void {
  reloadSignedOut('#/auth/login');
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Query;
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** The headers every call carries: the UI language and, when signed in, the bearer token. */
export function sessionHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { 'x-lang': currentLang(), ...extra };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** The one way the web app talks to the API: bearer token, language header, error shape. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = sessionHeaders({ accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, { code: 'NETWORK', message: '' });
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (isUnauthorizedBody(data)) {
    handleUnauthorized();
    throw new ApiError(response.status, data as object);
  }
  if (!response.ok) throw new ApiError(response.status, (data as object) ?? {});
  return data as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { method: 'GET', query, signal }),
  post: <T>(path: string, body?: unknown, query?: Query) => apiRequest<T>(path, { method: 'POST', body: body ?? {}, query }),
  upload: <T>(path: string, formData: FormData) => apiRequest<T>(path, { method: 'POST', formData }),
};
