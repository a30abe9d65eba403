import { describe, expect, it } from 'vitest';
import { whatsAppHref } from './share-link';

describe('WhatsApp share link', () => {
  it('carries the whole message, link included, encoded in the text parameter', () => {
    const href = whatsAppHref('Halo Budi, isi tracer: http://localhost:3000/#/tracer-answer/abc?x=1&y=2');
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(
      'Halo Budi, isi tracer: http://localhost:3000/#/tracer-answer/abc?x=1&y=2',
    );
    expect(href).not.toContain('&y=');
  });
});
