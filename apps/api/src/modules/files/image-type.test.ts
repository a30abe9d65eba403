import { describe, expect, it } from 'vitest';
import { detectImageKind } from './image-type.js';

describe('detectImageKind', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(detectImageKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpg');
    expect(detectImageKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectImageKind(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
  });
  it('refuses everything else, including truncated headers', () => {
    expect(detectImageKind(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageKind(Buffer.from('<svg></svg>'))).toBeNull();
    expect(detectImageKind(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(detectImageKind(Buffer.alloc(0))).toBeNull();
  });
});
