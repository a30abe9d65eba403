import { JOB_ALERT_NAMED, type Bilingual } from '@jalurkarir/shared';

export interface AlertItem {
  id: string;
  title: string;
  company: string;
  total: number;
  reason: Bilingual;
}

/** A score as each language writes it: 82,5 in Indonesian, 82.5 in English. */
const score = (total: number, lang: 'id' | 'en') => (lang === 'id' ? String(total).replace('.', ',') : String(total));

/**
 * The `{{openings}}` of a job alert in both languages: each opening with its company, score and
 * reason (its best part's sentence), best score first; past JOB_ALERT_NAMED the rest are counted.
 */
export function alertOpenings(items: readonly AlertItem[]): Bilingual {
  const named = items.slice(0, JOB_ALERT_NAMED);
  const more = items.length - named.length;
  const id = named.map((x) => `${x.title} di ${x.company} (skor ${score(x.total, 'id')}): ${x.reason.id}`);
  const en = named.map((x) => `${x.title} at ${x.company} (score ${score(x.total, 'en')}): ${x.reason.en}`);
  if (more > 0) {
    id.push(`Dan ${more} lowongan lainnya.`);
    en.push(`And ${more} more ${more === 1 ? 'opening' : 'openings'}.`);
  }
  return { id: id.join(' '), en: en.join(' ') };
}

/** Where the alert leads: the one opening, or the student's ranked openings when it names several. */
export const alertLink = (items: readonly AlertItem[]) => (items.length === 1 ? `/jobs/${items[0]!.id}` : '/opportunity');
