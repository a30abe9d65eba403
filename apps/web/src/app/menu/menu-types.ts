/**
 * A side-menu item (spec §3 "Menu item"). A section heading carries only `headTitle`.
 * - `link`: a route inside the app (shown only when `canAccess`)
 * - `empty`: a label without a destination
 * - `external`: an `href` opened in the same tab
 * - `ext`: an `href` opened in a new tab (documents such as the user guide)
 * - `sub`: an expandable group of `children`, optionally with a badge (`badgeValue`, `badgeClass`)
 */
export type MenuItemType = 'link' | 'empty' | 'external' | 'ext' | 'sub';

export type MenuIcon =
  | 'home'
  | 'user'
  | 'building'
  | 'settings'
  | 'book'
  | 'school'
  | 'users'
  | 'briefcase'
  | 'chart'
  | 'list'
  | 'mail'
  | 'bell'
  | 'clipboard'
  | 'handshake'
  | 'certificate'
  | 'target'
  | 'gauge'
  | 'shield'
  | 'history'
  | 'brain'
  | 'notebook'
  | 'message';

export interface MenuItem {
  headTitle?: string;
  title?: string;
  type?: MenuItemType;
  path?: string;
  href?: string;
  icon?: MenuIcon;
  children?: MenuItem[];
  active?: boolean;
  canAccess?: boolean;
  badgeClass?: string;
  badgeValue?: string;
}
