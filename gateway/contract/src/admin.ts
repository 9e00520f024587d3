import { z } from 'zod';
import { entityIdSchema } from './ids.js';
import { ACCOUNT_STATUSES } from './constants.js';

export const reviewAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  businessName: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  emailVerified: z.boolean(),
  rejectionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ReviewAccount = z.infer<typeof reviewAccountSchema>;

export const reviewAccountsQuerySchema = z.object({
  status: z.enum(['pending', 'rejected']).optional(),
});
export const reviewAccountsResponseSchema = z.object({ accounts: z.array(reviewAccountSchema) });
export type ReviewAccountsResponse = z.infer<typeof reviewAccountsResponseSchema>;

export const accountIdParamsSchema = z.object({ accountId: entityIdSchema });
export const rejectAccountBodySchema = z.object({
  reason: z.string().trim().min(1, 'is required').max(1000),
});
export const reviewAccountResponseSchema = z.object({ account: reviewAccountSchema });
