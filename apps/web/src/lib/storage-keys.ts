/** Local-storage keys of the spec (§9). */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'bearerToken',
  lang: 'lang',
} as const;
