import { describe, expect, it } from 'vitest';
import { formatNumber, initials, photoUrl, titleCase } from './text';

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

describe('formatNumber', () => {
  it('groups thousands as the UI language writes them', () => {
    expect(formatNumber(0, 'en')).toBe('0');
    expect(formatNumber(999, 'en')).toBe('999');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'id')).toBe('1.234.567');
    expect(formatNumber(-1234, 'en')).toBe('-1,234');
    expect(formatNumber(-1234, 'id')).toBe('-1.234');
  });

  it("writes fractions with the language's decimal mark, to three places", () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'id')).toBe('1.234,5');
    expect(formatNumber(2 / 3, 'en')).toBe('0.667');
    expect(formatNumber(2 / 3, 'id')).toBe('0,667');
  });
});
