import { describe, expect, it } from 'vitest';
import { toAlertBody, toAlertValues, validateAlertSettings } from './alert-settings-form';

describe('job alert settings form (shared ZJobAlertSettings, both languages)', () => {
  it('needs a threshold before anything is sent', () => {
    expect(validateAlertSettings({ enabled: true, threshold: null, email: false }, 'id')).toEqual({ threshold: 'Wajib diisi' });
    expect(validateAlertSettings({ enabled: true, threshold: '', email: false }, 'en')).toEqual({ threshold: 'Required' });
  });

  it('refuses a threshold outside 50–95', () => {
    expect(validateAlertSettings({ enabled: true, threshold: '40', email: false }, 'id')).toEqual({ threshold: 'Minimal 50' });
    expect(validateAlertSettings({ enabled: true, threshold: '100', email: false }, 'en')).toEqual({ threshold: 'At most 95' });
  });

  it('accepts a choice and sends the threshold as a number', () => {
    const values = { enabled: true, threshold: '80', email: true };
    expect(validateAlertSettings(values, 'en')).toEqual({});
    expect(toAlertBody(values)).toEqual({ enabled: true, threshold: 80, email: true });
    expect(toAlertValues({ enabled: false, threshold: 70, email: false })).toEqual({ enabled: false, threshold: '70', email: false });
  });
});
