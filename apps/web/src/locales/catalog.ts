import core from './en.json';

/**
 * The English catalogue: `en.json` (the shell's and the sign-in pages' phrases, in the entry chunk)
 * plus one file per domain under `en/` (profile, tests, partnerships, …), loaded on demand: a
 * visitor on the login page downloads none of them (the anonymous budget, e2e/bundle-size.spec.ts).
 * A phrase is in exactly one file: `scripts/check-i18n.mjs` refuses one listed twice.
 */
export { core };

/** Every domain file, merged (`en/domains.ts`: one chunk, one request). */
export async function loadDomainCatalogs(): Promise<Record<string, string>> {
  return (await import('./en/domains')).domainPhrases;
}
