import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '@jalurkarir/shared';
import { en } from '../../../locales/catalog-all';
import { relativeTime } from './notification-text';

describe('notification texts', () => {
  it('the web catalogue gives each notification the English the e-mail sends', () => {
    for (const message of Object.values(NOTIFICATION_MESSAGES)) expect(en[message.id]).toBe(message.en);
  });

  it('says how long ago, in the UI language', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(relativeTime('2026-11-24T09:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-24T09:55:00Z', 'id', now)).toBe('5 menit yang lalu');
    expect(relativeTime('2026-11-23T10:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-11-24T09:59:50Z', 'en', now)).toBe('now');
  });
});
