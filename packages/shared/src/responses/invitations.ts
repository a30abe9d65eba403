import { z } from 'zod';
import { zListResult } from '../list.js';
import { ZInvitation } from '../models/application.js';
import { ZCompanyStudentView } from '../models/privacy.js';

/**
 * What the invitation routes answer: the invitations in the caller's scope (a company sees a
 * student's initials until the student accepts), one invitation as sending and answering give it, and
 * the students a company may invite — the company projection, nothing more, with this opening's state.
 */
export const ZInvitationPage = zListResult(ZInvitation);
export const ZInvitationResult = z.object({ data: ZInvitation });

export const ZInvitationCandidate = ZCompanyStudentView.extend({ invited: z.boolean(), applied: z.boolean() });
export const ZInvitationCandidates = z.object({ data: z.array(ZInvitationCandidate) });

// What the client receives (JSON: timestamps as text).
export type InvitationPage = z.input<typeof ZInvitationPage>;
export type InvitationCandidate = z.input<typeof ZInvitationCandidate>;
