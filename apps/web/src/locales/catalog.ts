import core from './en.json';

/**
 * The English catalogue: `en.json` (the shell's and the sign-in pages' phrases, in the entry chunk)
 * plus one file per domain under `en/` (profile, tests, partnerships, …), loaded on demand: a
 * visitor on the login page downloads none of them (the anonymous budget, e2e/bundle-size.spec.ts).
 * A phrase is in exactly one file: `scripts/check-i18n.mjs` refuses one listed twice.
 */
export { core };

/** Which English a page needs: its own pages' phrases (the student's) or every domain file. */
export type CatalogScope = 'student' | 'all';

/** The domain phrases of a scope, one chunk each (`en/domains.ts` merges every file). */
export async function loadDomainCatalogs(scope: CatalogScope): Promise<Record<string, string>> {
  return scope === 'student' ? (await import('./en/student-phrases')).studentPhrases : (await import('./en/domains')).domainPhrases;
}
