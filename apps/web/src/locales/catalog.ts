import core from './en.json';

/**
 * The English catalogue: `en.json` (the shell's and the sign-in pages' phrases, in the entry chunk)
 * plus one file per domain under `en/` (profile, tests, partnerships, …), loaded on demand: a
 * visitor on the login page downloads none of them (the anonymous budget, e2e/bundle-size.spec.ts).
 * A phrase is in exactly one file: `scripts/check-i18n.mjs` refuses one listed twice.
 */
export { core };

const domainCatalogs = import.meta.glob<Record<string, string>>('./en/*.json', { import: 'default' });

/** Every domain file, merged (one request per file, in parallel). */
export async function loadDomainCatalogs(): Promise<Record<string, string>> {
  const parts = await Promise.all(Object.values(domainCatalogs).map((load) => load()));
  return Object.assign({}, ...parts);
}
