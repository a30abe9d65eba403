import core from './en.json';

/**
 * The English catalogue: `en.json` (the foundation's phrases) plus one file per domain under
 * `en/` (profile, tests, partnerships, …), so that a domain's phrases live beside each other.
 * A phrase is in exactly one file: `scripts/check-i18n.mjs` refuses one listed twice.
 */
const domainCatalogs = import.meta.glob<Record<string, string>>('./en/*.json', { eager: true, import: 'default' });

export const en: Record<string, string> = Object.assign({}, core, ...Object.values(domainCatalogs));
