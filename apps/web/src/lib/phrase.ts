/**
 * Marks a phrase for translation where it is defined as data (menu titles, option lists); it is
 * translated with `t()` where it is shown. `scripts/check-i18n.mjs` collects `tk('…')` like `t('…')`.
 */
export function tk<T extends string>(phrase: T): T {
  return phrase;
}
