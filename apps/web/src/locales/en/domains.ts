/**
 * Every domain file of the English catalogue, merged: one module, so the first page that fetches
 * imports one file (the `en-domains` chunk) instead of eleven re-export stubs, each a request.
 */
const files = import.meta.glob<Record<string, string>>('./*.json', { eager: true, import: 'default' });

export const domainPhrases: Record<string, string> = Object.assign({}, ...Object.values(files));
