import { z } from 'zod';
import { ZUser } from '../models/user.js';

/** What the account's own photo and the staff actions on accounts answer. */
export const ZUserResult = z.object({ data: ZUser });
/** A done action's sentence in the caller's language (the web shows it as it is). */
export const ZMessageResult = z.object({ message: z.string() });
export type TUserResult = z.infer<typeof ZUserResult>;
