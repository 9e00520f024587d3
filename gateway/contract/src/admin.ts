import { z } from 'zod';
import { entityIdSchema } from './ids.js';
import { ACCOUNT_STATUSES } from './enums.js';

/**
 * A business as administrators review it (review is of an organisation): its name, its Owner's address and
 * whether they verified it, its status and why it was rejected.
 */
export const reviewOrganisationSchema = z.object({
  /** The organisation's id. */
  id: z.string(),
  /** The Owner's e-mail address. */
  email: z.string(),
  /** The organisation's name. */
  businessName: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  /** Whether the Owner verified their address. */
  emailVerified: z.boolean(),
  rejectionReason: z.string().nullable(),
  memberCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type ReviewOrganisation = z.infer<typeof reviewOrganisationSchema>;

export const reviewOrganisationsQuerySchema = z.object({
  status: z.enum(['pending', 'rejected']).optional(),
});
export const reviewOrganisationsResponseSchema = z.object({
  organisations: z.array(reviewOrganisationSchema),
});
export type ReviewOrganisationsResponse = z.infer<typeof reviewOrganisationsResponseSchema>;

export const reviewParamsSchema = z.object({ organisationId: entityIdSchema });
export const rejectOrganisationBodySchema = z.object({
  reason: z.string().trim().min(1, 'is required').max(1000),
});
export const reviewOrganisationResponseSchema = z.object({ organisation: reviewOrganisationSchema });
