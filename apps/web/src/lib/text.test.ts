import { describe, expect, it } from 'vitest';
import { initials, photoUrl, titleCase } from './text';

describe('titleCase', () => {
  it('capitalises each word and lowers the rest', () => {
    expect(titleCase('budi SANTOSO')).toBe('Budi Santoso');
    expect(titleCase('  siti   nur aisyah ')).toBe('Siti Nur Aisyah');
    expect(titleCase('')).toBe('');
    expect(titleCase(null)).toBe('');
  });
});

describe('initials', () => {
  it('takes the first letter of the first and the last name word', () => {
    expect(initials('Siti Nur Aisyah')).toBe('SA');
    expect(initials('budi santoso')).toBe('BS');
  });
  it('takes one letter for a one-word name and nothing for no name', () => {
    expect(initials('Administrator')).toBe('A');
    expect(initials('  ')).toBe('');
    expect(initials(undefined)).toBe('');
  });
});

describe('photoUrl', () => {
  it('points at /download with the profile_photo folder, inline', () => {
    expect(photoUrl('abc.webp')).toBe('/download?name=abc.webp&dir=profile_photo&inline=true');
    expect(photoUrl(null)).toBeNull();
  });
});
