import { z } from 'zod';
import { ACCOUNT_STATUSES, PERMISSION_NAMES } from './constants.js';

/** Account Settings → Appearance: follow the device's setting, or always light or dark. */
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** The signed-in person as the web app routes on it (spec section 2, top-level routing by state). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  businessName: z.string(),
  fullName: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  demoMode: z.boolean(),
  isAdmin: z.boolean(),
  rejectionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  organisation: z.object({ id: z.string(), name: z.string() }),
  role: z.string(),
  permissions: z.array(z.enum(PERMISSION_NAMES)),
  /** True for the shared read-only demo workspace (user id `demo`): every write is refused. */
  readOnly: z.boolean(),
  /** Light or dark screens; kept with the person so every device they sign in on shows the same. */
  colorScheme: z.enum(COLOR_SCHEMES),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({ profile: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
