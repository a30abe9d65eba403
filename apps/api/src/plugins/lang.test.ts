import { describe, expect, it } from 'vitest';
import { detectLang } from './lang.js';
import { likePattern } from '../lib/like-pattern.js';

describe('detectLang', () => {
  it('prefers x-lang, then Accept-Language, then English', () => {
    expect(detectLang({ 'x-lang': 'id', 'accept-language': 'en-US' })).toBe('id');
    expect(detectLang({ 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' })).toBe('id');
    expect(detectLang({ 'x-lang': 'fr' })).toBe('en');
    expect(detectLang({})).toBe('en');
  });
});

describe('likePattern', () => {
  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
