import type { MenuItem } from './menu-types';

/** Strips a trailing slash so `/dashboard/` and `/dashboard` compare equal; `/` stays `/`. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Marks the one item whose path equals the current path, and opens the groups above it
 * (spec §2, §4: at most one item is active). Returns a new tree.
 */
export function markActive(items: readonly MenuItem[], pathname: string): MenuItem[] {
  const current = normalizePath(pathname);
  let found = false;
  const walk = (list: readonly MenuItem[]): MenuItem[] =>
    list.map((item) => {
      if (item.headTitle !== undefined) return item;
      const children = item.children ? walk(item.children) : undefined;
      let active = false;
      if (item.type === 'link' && !found && item.path !== undefined && normalizePath(item.path) === current) {
        active = true;
        found = true;
      } else if (children?.some((c) => c.active)) {
        active = true;
      }
      return { ...item, active, ...(children ? { children } : {}) };
    });
  return walk(items);
}

/** Titles from the top to the active item (the groups to keep open). */
export function activeTrail(items: readonly MenuItem[]): string[] {
  for (const item of items) {
    if (!item.active || item.headTitle !== undefined) continue;
    return [item.title ?? '', ...activeTrail(item.children ?? [])];
  }
  return [];
}

/**
 * Expanding a group collapses its siblings (spec §4). `open` is the list of open group titles
 * from the top; toggling a group at depth d keeps the groups above it and closes the rest.
 */
export function toggleGroup(open: readonly string[], trail: readonly string[]): string[] {
  const depth = trail.length - 1;
  const isOpen = open[depth] === trail[depth] && trail.every((t, i) => open[i] === t);
  return isOpen ? trail.slice(0, depth) : [...trail];
}
