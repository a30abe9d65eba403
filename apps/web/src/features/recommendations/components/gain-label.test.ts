import { describe, expect, it } from 'vitest';
import { translator } from '../../../locales/test-translator';
import { gainLabel } from './gain-label';

describe('the points a gap would add, as the student reads them', () => {
  it('an exact step is "+x"; a bound is "hingga +x" / "up to +x", with the reader\'s decimal comma or point', async () => {
    const id = await translator('id');
    const en = await translator('en');
    expect(gainLabel({ gain: 3.8, upTo: false }, 'id', id)).toBe('+3,8');
    expect(gainLabel({ gain: 3.8, upTo: false }, 'en', en)).toBe('+3.8');
    expect(gainLabel({ gain: 11.8, upTo: true }, 'id', id)).toBe('hingga +11,8');
    expect(gainLabel({ gain: 11.8, upTo: true }, 'en', en)).toBe('up to +11.8');
  });
});
