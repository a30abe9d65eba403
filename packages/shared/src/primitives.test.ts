import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as shared from './index.js';
import { isStorableText, zString } from './primitives.js';

describe('storable text', () => {
  it('refuses NUL and lone UTF-16 surrogates, keeps every other character', () => {
    for (const ok of ['', 'Budi Santoso', 'Dédé', 'emoji 😀 ok', '日本語', 'tab\tand\nnewline', '\ud83d\ude00']) {
      expect(isStorableText(ok), JSON.stringify(ok)).toBe(true);
    }
    for (const bad of ['\u0000', 'a\u0000b', 'end\u0000', '\ud800', 'x\ud800y', '\udc00', 'a\udc00', '\ude00\ud83d', 'ok 😀 \ud83d']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('zString reports it with one bilingual message key, before any other rule', () => {
    const result = zString().trim().min(1).max(3).safeParse('a\u0000bcdef');
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('msg:INVALID_CHARACTERS');
    expect(shared.issuesToFieldErrors(result.error!.issues, 'id')).toEqual({ _: 'Berisi karakter yang tidak diizinkan' });
    expect(shared.issuesToFieldErrors(result.error!.issues, 'en')).toEqual({ _: 'Contains a character that is not allowed' });
  });
});

/**
 * Every request schema (a strict object: bodies and queries refuse unknown keys; response DTOs do
 * not) must build its text fields on zString(), so a new model or field cannot forget the rule.
 * A string leaf is acceptable when it refuses 'a\0b' with INVALID_CHARACTERS, or when it is a
 * fixed format (uuid, ISO date, e-mail or URL after a zString() input) that cannot hold a NUL.
 */
type Def = {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  catchall?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function stringLeaves(schema: z.ZodType, path: string, out: { path: string; schema: z.ZodType }[]) {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      out.push({ path, schema });
      break;
    case 'object':
      for (const [k, v] of Object.entries(def.shape!)) stringLeaves(v, `${path}.${k}`, out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      stringLeaves(def.innerType!, path, out);
      break;
    case 'pipe':
      stringLeaves(def.in!, path, out);
      stringLeaves(def.out!, `${path}>`, out);
      break;
    case 'array':
      stringLeaves(def.element!, `${path}[]`, out);
      break;
    case 'union':
      def.options!.forEach((o, i) => stringLeaves(o, `${path}|${i}`, out));
      break;
    default:
      break; // enums, numbers, booleans, literals: no free text
  }
}

describe('every request schema in packages/shared uses zString()', () => {
  const requestSchemas = Object.entries(shared).filter(([name, value]) => {
    if (!/^Z[A-Z]/.test(name) || !value || typeof value !== 'object' || !('_zod' in value)) return false;
    const def = defOf(value as z.ZodType);
    return def.type === 'object' && def.catchall !== undefined && defOf(def.catchall).type === 'never';
  }) as [string, z.ZodType][];

  it('finds the request schemas (login, sign-up, every create/update, list query)', () => {
    const names = requestSchemas.map(([n]) => n);
    for (const expected of [
      'ZLogin',
      'ZSignup',
      'ZForgotPassword',
      'ZResetPassword',
      'ZProfileUpdate',
      'ZListQuery',
      'ZCreateUser',
      'ZCreateStudent',
      'ZUpdateOpportunity',
      'ZCreateCurrency',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('no string field of theirs accepts a NUL byte', () => {
    const offenders: string[] = [];
    let checked = 0;
    for (const [name, schema] of requestSchemas) {
      const leaves: { path: string; schema: z.ZodType }[] = [];
      stringLeaves(schema, name, leaves);
      for (const leaf of leaves) {
        checked++;
        if (defOf(leaf.schema).format) continue; // z.uuid(), z.iso.date(), z.email(), z.url(): a fixed alphabet
        const result = leaf.schema.safeParse('a\u0000b');
        if (result.success || result.error.issues[0]!.message !== 'msg:INVALID_CHARACTERS') offenders.push(leaf.path);
      }
    }
    expect(offenders).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
