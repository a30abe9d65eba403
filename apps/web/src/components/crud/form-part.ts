import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A part a page adds to a generated form (an opening's matching requirements): its own inputs, saved
 * by the same submit. Its values join the body, are validated with the same shared schema, and the
 * field errors of its names (client or API) are handed back to it to show inline.
 */
export interface FormPart {
  /** The body fields the part holds; generated inputs of the same names are left out of the form. */
  fields: readonly string[];
  /** The part's current values, merged into the body of the one save. */
  values: Record<string, unknown>;
  /** The part's inputs, shown inside the form above its buttons, with the errors of its fields. */
  render: (errors: Record<string, string>) => ReactNode;
}

/** Whether an error key (`competency_requirements.0.min`) belongs to one of the part's fields. */
export function ownsErrorKey(fields: readonly string[], key: string): boolean {
  return fields.some((name) => key === name || key.startsWith(`${name}.`));
}

/**
 * The errors the part shows: those of its fields, a client-side message before the API's of the same
 * key. The rest stay with the generated form.
 */
export function partErrors(fields: readonly string[], client: Record<string, unknown>, server: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(server)) if (ownsErrorKey(fields, key)) out[key] = message;
  for (const [key, message] of Object.entries(client)) if (ownsErrorKey(fields, key) && typeof message === 'string' && message) out[key] = message;
  return out;
}

/** Two parts as one (an opening's requirements and its screening questions): fields and values joined, rendered in order. */
export function joinParts(a: FormPart, b: FormPart): FormPart {
  return {
    fields: [...a.fields, ...b.fields],
    values: { ...a.values, ...b.values },
    render: (errors) => createElement(Fragment, null, a.render(errors), b.render(errors)),
  };
}
