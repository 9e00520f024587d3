import { z } from 'zod';
import { entityIdSchema } from './ids.js';
import { PERMISSION_NAMES } from './constants.js';
import { SHOWN_INVITE_STATUSES } from './enums.js';
import { LANGUAGES } from './languages.js';

const permissionsSchema = z.array(z.enum(PERMISSION_NAMES));

export const teamMemberSchema = z.object({
  /** The membership id. */
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  permissions: permissionsSchema,
  isYou: z.boolean(),
  /** The organisation's Owner: nobody removes them or takes their Team Management; only they hand it on. */
  isOwner: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  permissions: permissionsSchema,
  status: z.enum(SHOWN_INVITE_STATUSES),
  /** The language its e-mail was written in; null: the inviter's own. */
  language: z.enum(LANGUAGES).nullable(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type TeamInviteItem = z.infer<typeof teamInviteSchema>;

export const teamResponseSchema = z.object({
  members: z.array(teamMemberSchema),
  invites: z.array(teamInviteSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const createInviteBodySchema = z.object({
  email: z.email({ message: 'must be an e-mail address' }),
  role: z.string().trim().min(2, 'must be at least 2 characters').max(80),
  permissions: permissionsSchema,
  /** The language the invitation e-mail is written in (the invitee's, as the inviter knows it); else the inviter's. */
  language: z.enum(LANGUAGES).optional(),
});
export const updateMemberBodySchema = z.object({
  role: z.string().trim().min(2).max(80).optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  location: z.string().trim().max(120).nullable().optional(),
  permissions: permissionsSchema.optional(),
});
export const memberParamsSchema = z.object({ memberId: entityIdSchema });
export const inviteParamsSchema = z.object({ inviteId: entityIdSchema });
export const acceptInviteBodySchema = z.object({ token: z.string().min(10).max(200) });
/** What the invite link shows before accepting. */
export const invitePreviewSchema = z.object({
  organisationName: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.enum(SHOWN_INVITE_STATUSES),
});
/** The Owner hands the organisation to another member (the member's seat id). */
export const transferOwnershipBodySchema = z.object({ memberId: entityIdSchema });
