import type { Role } from '@jalurkarir/shared';
import { MASTER_DATA_SCREENS } from '../../features/master-data/screens';
import { core } from '../../locales/catalog';
import { domainPhrases } from '../../locales/en/domains';
import { PAGE_ACCESS } from '../access';

/** A phrase in both languages: `[Indonesian, English]`. */
export type BothLanguages = readonly [id: string, en: string];

/** What the boot shell shows of a page before the app's scripts have arrived: its heading. */
export interface BootHeading {
  /** The roles that may open the page (PAGE_ACCESS): anyone else gets the plain boot screen. */
  roles: readonly Role[];
  title: BothLanguages;
  /** The title some roles know the page by (a company admin's "Pekerjaan"). */
  titleByRole?: Partial<Record<Role, BothLanguages>>;
  description: BothLanguages;
}

/**
 * The headings of the master-data lists (`/md-student`, …) as their page renders them: the screen's
 * title (by role) and description (features/master-data/screens.ts), in both languages. The build
 * writes this table into `index.html` (apps/web/scripts/boot-shell-plugin.ts); a phrase with no
 * English fails the build rather than show Indonesian in the English interface. The English comes
 * from the app's own catalogue (the core phrases and the domains' files, as `lib/i18n` loads them).
 */
export function bootHeadings(english: Readonly<Record<string, string>> = { ...core, ...domainPhrases }): Record<string, BootHeading> {
  const both = (phrase: string): BothLanguages => {
    const translated = english[phrase];
    if (!translated) throw new Error(`boot shell: no English for "${phrase}"`);
    return [phrase, translated];
  };
  return Object.fromEntries(
    MASTER_DATA_SCREENS.map((screen) => {
      const byRole = 'titleByRole' in screen ? screen.titleByRole : undefined;
      const heading: BootHeading = {
        roles: PAGE_ACCESS[screen.path].roles,
        title: both(screen.title),
        description: both(screen.description),
        ...(byRole && {
          titleByRole: Object.fromEntries(Object.entries(byRole).map(([role, title]) => [role, both(title)])) as BootHeading['titleByRole'],
        }),
      };
      return [screen.path, heading];
    }),
  );
}
