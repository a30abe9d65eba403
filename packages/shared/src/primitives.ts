import { z } from 'zod';
import { msg } from './validation.js';

/** Reusable field rules so the API and the forms apply the same ones. */
export const zName = z.string().trim().min(1).max(120);
export const zEmail = z.string().trim().toLowerCase().max(254).pipe(z.email(msg('INVALID_EMAIL')));
export const zPassword = z.string().min(8, msg('PASSWORD_MIN')).max(128);
export const zNisn = z.string().regex(/^\d{10}$/, msg('NISN_FORMAT'));
export const zNpsn = z.string().regex(/^\d{8}$/, msg('NPSN_FORMAT'));
/** Indonesian phone numbers: +62 or 0, then 7–13 digits; spaces and dashes allowed. */
export const zPhone = z
  .string()
  .trim()
  .max(20)
  .regex(/^(\+62|62|0)[0-9\- ]{7,15}$/, msg('PHONE_FORMAT'));
export const zDate = z.iso.date(msg('INVALID_DATE'));
export const zText = (max: number) => z.string().trim().max(max);
export const zOptional = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
/** Region codes as idn-area-data writes them: 11, 11.01, 11.01.01, 11.01.01.2001. */
export const zRegionCode = z.string().regex(/^\d{2}(\.\d{2}(\.\d{2}(\.\d{4})?)?)?$/, msg('INVALID_FORMAT'));
export const zUrl = z.string().trim().max(300).pipe(z.url({ protocol: /^https?$/ }));
