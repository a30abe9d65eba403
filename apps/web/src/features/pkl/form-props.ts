/**
 * A PKL form checks its fields itself, with the API's words in the reader's language; the
 * browser's own bubbles (in the browser's language, one field at a time) are turned off. Spread on
 * a Mantine `component="form"`, whose props do not list `noValidate`.
 */
export const NATIVE_CHECKS_OFF = { noValidate: true } as Record<string, unknown>;
