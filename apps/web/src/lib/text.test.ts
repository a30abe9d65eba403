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
  it('groups whole numbers as Intl.NumberFormat does, in both languages', () => {
    const samples = [
      0,
      7,
      42,
      999,
      1000,
      1234,
      12345,
      999999,
      1000000,
      26073915,
      -1,
      -1234,
      -1000000,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
    ];
    for (let n = 1; n < 1e15; n *= 7) samples.push(Math.floor(n), -Math.floor(n));
    for (const value of samples) {
      expect(formatNumber(value, 'en'), `${value} en`).toBe(new Intl.NumberFormat('en-US').format(value));
      expect(formatNumber(value, 'id'), `${value} id`).toBe(new Intl.NumberFormat('id-ID').format(value));
    }
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'id')).toBe('1.234.567');
  });

  it('formats fractions and numbers beyond the safe integers through Intl', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'id')).toBe('1.234,5');
    expect(formatNumber(2 ** 60, 'en')).toBe(new Intl.NumberFormat('en-US').format(2 ** 60));
  });
});
