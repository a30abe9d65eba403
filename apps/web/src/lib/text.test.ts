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
  it("groups thousands in the UI language's way", () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'id')).toBe('1.234.567');
    expect(formatNumber(-1234, 'id')).toBe('-1.234');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'id')).toBe('1.234,5');
  });

  it('keeps one formatter per language: a switch of language changes the separators', () => {
    expect(formatNumber(12345, 'id')).toBe('12.345');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'id')).toBe('12.345');
  });
});
