import { describe, expect, it } from 'vitest';
import { ATTEMPT_STATUS_LABELS, ATTEMPT_STATUS_LABELS_EN, TEST_KIND_LABELS, TEST_KIND_LABELS_EN } from '@jalurkarir/shared';
import { en } from '../../../locales/catalog-all';

describe('test labels', () => {
  // The API writes the English tables into spreadsheets; the screens translate the Indonesian ones
  // through the catalogue. A staff member comparing the two must read the same words.
  it('the web catalogue gives each test kind and standing the English the spreadsheets write', () => {
    for (const [code, phrase] of Object.entries(TEST_KIND_LABELS))
      expect(en[phrase], code).toBe(TEST_KIND_LABELS_EN[code as keyof typeof TEST_KIND_LABELS]);
    for (const [code, phrase] of Object.entries(ATTEMPT_STATUS_LABELS))
      expect(en[phrase], code).toBe(ATTEMPT_STATUS_LABELS_EN[code as keyof typeof ATTEMPT_STATUS_LABELS]);
  });
});
