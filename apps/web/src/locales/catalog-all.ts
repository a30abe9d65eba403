import core from './en.json';

/** The whole English catalogue at once, for tests (the app loads the domain files on demand: catalog.ts). */
const domainCatalogs = import.meta.glob<Record<string, string>>('./en/*.json', { eager: true, import: 'default' });

export const en: Record<string, string> = Object.assign({}, core, ...Object.values(domainCatalogs));
