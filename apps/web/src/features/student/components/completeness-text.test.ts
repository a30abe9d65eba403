import { COMPLETENESS_LINKS, COMPLETENESS_MISSING_TEXT, COMPLETENESS_PARTS } from '@jalurkarir/shared';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../locales/test-translator';
import { completenessSummary, missingLink, missingText } from './completeness-text';

/** Every missing item as the API sends it (packages/shared: the student's own wording and links). */
const ITEMS = COMPLETENESS_PARTS.map((key) => ({ key, id: COMPLETENESS_MISSING_TEXT[key].id, link: COMPLETENESS_LINKS[key] }));
const SECOND_PERSON = { id: /\b(kamu|Anda)\b/i, en: /\b(you|your|yourself)\b/i };

describe('the completeness card, worded for its reader', () => {
  it('staff read about the student, in the third person, in both languages', async () => {
    const id = await translator('id');
    const english = await translator('en');
    expect(completenessSummary('staff', 4, false, id)).toBe('Profil siswa 4% lengkap.');
    expect(completenessSummary('staff', 4, false, english)).toBe("Student's profile 4% complete.");
    expect(completenessSummary('staff', 100, true, english)).toBe("The student's profile is complete.");
    for (const item of ITEMS) {
      const lines = { id: missingText('staff', item, id), en: missingText('staff', item, english) };
      expect(lines.id, item.key).not.toMatch(SECOND_PERSON.id);
      expect(lines.en, item.key).not.toMatch(SECOND_PERSON.en);
      // Translated: the English line is not the Indonesian phrase left as it was.
      expect(lines.en, item.key).not.toBe(lines.id);
    }
  });

  it('the student still reads their own wording', async () => {
    const english = await translator('en');
    expect(completenessSummary('student', 4, false, await translator('id'))).toBe('Profil Anda 4% lengkap.');
    expect(completenessSummary('student', 4, false, english)).toBe('Your profile is 4% complete.');
    const about = ITEMS.find((i) => i.key === 'about')!;
    expect(missingText('student', about, english)).toBe('Write about yourself');
  });

  it('staff links stay on the student’s page (its sections), never on the reader’s own profile or account', () => {
    for (const item of ITEMS) {
      const link = missingLink('staff', item, 'abc-123');
      expect(link.startsWith('/student-profile/view/abc-123') || link === '/md-student/abc-123', `${item.key}: ${link}`).toBe(true);
      expect(missingLink('student', item, 'abc-123')).toBe(item.link);
    }
    expect(
      missingLink(
        'staff',
        ITEMS.find((i) => i.key === 'skills')!,
        'abc-123',
      ),
    ).toBe('/student-profile/view/abc-123?section=skills');
  });
});
