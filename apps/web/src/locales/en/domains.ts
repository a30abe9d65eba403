import { studentPhrases } from './student-phrases';

/**
 * Every domain file of the English catalogue, merged: the student's pages' phrases (a chunk of their
 * own, which those pages load alone) and the other files in one module, so a page that needs them
 * all imports two files rather than one per domain.
 */
const files = import.meta.glob<Record<string, string>>(['./*.json', '!./student.json', '!./foundation.json'], { eager: true, import: 'default' });

export const domainPhrases: Record<string, string> = Object.assign({}, studentPhrases, ...Object.values(files));
