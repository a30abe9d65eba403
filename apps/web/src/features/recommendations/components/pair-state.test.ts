import { describe, expect, it } from 'vitest';
import { translator } from '../../../locales/test-translator';
import { contactedState, ownApplicationState } from './pair-state';

/** The phrases as a reader sees them: Indonesian (the keys themselves) and English (the catalogue). */
async function translators() {
  return { id: await translator('id'), en: await translator('en') };
}

describe('the state a ranked card shows instead of its action', () => {
  it('a student who applied reads the stage, in both languages; before applying, the action', async () => {
    const t = await translators();
    expect(ownApplicationState({ stage: 'shortlisted' }, t.id)).toBe('Sudah melamar · Lolos Seleksi Berkas');
    expect(ownApplicationState({ stage: 'shortlisted' }, t.en)).toBe('Already applied · Shortlisted');
    expect(ownApplicationState({ stage: 'applied' }, t.en)).toBe('Already applied · Applied');
    expect(ownApplicationState(null, t.id)).toBeNull();
  });

  it('a company reads that the student applied or was invited; otherwise the action', async () => {
    const t = await translators();
    expect(contactedState({ applied: true, invited: true }, t.id)).toBe('Sudah melamar');
    expect(contactedState({ applied: false, invited: true }, t.id)).toBe('Sudah diundang');
    expect(contactedState({ applied: false, invited: true }, t.en)).toBe('Already invited');
    expect(contactedState({ applied: false, invited: false }, t.en)).toBeNull();
  });
});
