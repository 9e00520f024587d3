import { z } from 'zod';

/** What the browser needs to know about this deployment before anyone signs in. */
export const publicConfigSchema = z.object({
  auth: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('local') }),
    z.object({ mode: z.literal('auth0'), domain: z.string(), clientId: z.string(), audience: z.string() }),
  ]),
  supportEmail: z.string(),
  /** A live rate older than this is shown as stale. */
  fxStaleAfterMs: z.number().int(),
  /** Unset: the booking pages fall back to a mail-to link. */
  schedulingEmbedUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
