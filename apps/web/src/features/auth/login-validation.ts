import { ZLogin, type Lang, type TLogin } from '@jalurkarir/shared';
import { validateWith } from '../../lib/form-validation';

/**
 * The login form's checks, on the shared schema. A chunk of its own: zod and the shared schemas
 * (about 20 KB) load when the visitor starts filling the form, not with the login page.
 */
export const validateLogin = (values: unknown, lang: Lang) => validateWith(ZLogin, values, lang);
export const parseLogin = (values: unknown): TLogin => ZLogin.parse(values);
