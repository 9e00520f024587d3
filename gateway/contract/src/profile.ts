import { z } from 'zod';
import { PERMISSION_NAMES } from './constants.js';
import { ACCOUNT_STATUSES } from './enums.js';
import { entityIdSchema } from './ids.js';

/** Account Settings → Appearance: follow the device's setting, or always light or dark. */
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** One of the organisations a person belongs to, as the user menu's switcher lists them. */
export const profileOrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its review: what working in it allows. */
  status: z.enum(ACCOUNT_STATUSES),
  /** The person's role in it. */
  role: z.string(),
});
export type ProfileOrganisation = z.infer<typeof profileOrganisationSchema>;

/**
 * The signed-in person as the web app routes on it (spec section 2, top-level routing by state), working
 * in one of their organisations: `status`, `demoMode`, `rejectionReason`, `role` and `permissions` are
 * those of the organisation they work in (review is of an organisation).
 */
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
  organisation: z.object({
    id: z.string(),
    name: z.string(),
    /** The person owns it: only an Owner hands ownership on, and nobody removes the Owner. */
    isOwner: z.boolean(),
  }),
  /** Every organisation the person belongs to, oldest seat first (the switcher shows it when there are two). */
  organisations: z.array(profileOrganisationSchema),
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

/** The user menu's switcher: work in another of one's organisations (kept for this session). */
export const switchOrganisationBodySchema = z.object({ organisationId: entityIdSchema });
