import { describe, expect, it } from 'vitest';
import { breakSegments } from './breakable-text';

describe('breakSegments', () => {
  it('lets an e-mail address break only after its @ and dots', () => {
    expect(breakSegments('perusahaan.otomotif@jalurkarir.id')).toEqual(['perusahaan.', 'otomotif@', 'jalurkarir.', 'id']);
    expect(breakSegments('siswa05@jalurkarir.id').join('')).toBe('siswa05@jalurkarir.id');
  });

  it('leaves text without separators whole, and never makes an empty last piece', () => {
    expect(breakSegments('Bandung')).toEqual(['Bandung']);
    expect(breakSegments('MET.000.')).toEqual(['MET.', '000.']);
  });
});
