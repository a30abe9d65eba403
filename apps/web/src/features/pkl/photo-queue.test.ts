import { describe, expect, it } from 'vitest';
import { acceptablePhoto } from './photo-queue';

describe('a journal photo kept on the device', () => {
  it('is a JPEG, PNG or WebP of at most 2 MB (2,097,152 bytes), as the API accepts', () => {
    expect(acceptablePhoto({ type: 'image/jpeg', size: 2_097_152 })).toBe(true);
    expect(acceptablePhoto({ type: 'image/webp', size: 10 })).toBe(true);
    expect(acceptablePhoto({ type: 'image/png', size: 2_097_153 })).toBe(false);
    expect(acceptablePhoto({ type: 'image/gif', size: 10 })).toBe(false);
    expect(acceptablePhoto({ type: 'application/pdf', size: 10 })).toBe(false);
  });
});
