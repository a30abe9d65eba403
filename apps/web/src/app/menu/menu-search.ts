import type { MenuItem } from './menu-types';

export interface MenuSearchResult {
  item: MenuItem;
  /** Translated titles of the groups above the item, for context in the result list. */
  trail: string[];
}

export interface MenuSearchState {
  results: MenuSearchResult[];
  /** True when a search was made and nothing matched (spec §2: the empty-result flag). */
  isEmpty: boolean;
}

/** The search text as the spec compares it: lower-cased and trimmed. */
export function normalizeSearch(text: string): string {
  return text.toLowerCase().trim();
}

/**
 * Menu search (spec §2): link items at the top, child and grandchild level whose title — as the
 * user reads it, i.e. translated — includes and starts with the text.
 */
export function searchMenu(items: readonly MenuItem[], text: string, translate: (phrase: string) => string): MenuSearchState {
  const term = normalizeSearch(text);
  if (!term) return { results: [], isEmpty: false };
  const results: MenuSearchResult[] = [];
  const visit = (list: readonly MenuItem[], trail: string[], depth: number) => {
    for (const item of list) {
      if (item.headTitle !== undefined || !item.title) continue;
      const title = translate(item.title).toLowerCase();
      if (item.type === 'link' && item.canAccess !== false && title.includes(term) && title.startsWith(term)) {
        results.push({ item, trail });
      }
      if (item.children?.length && depth < 2) visit(item.children, [...trail, translate(item.title)], depth + 1);
    }
  };
  visit(items, [], 0);
  return { results, isEmpty: results.length === 0 };
}
