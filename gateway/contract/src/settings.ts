import { z } from 'zod';
import { LANGUAGES } from './languages.js';
import { COLOR_SCHEMES } from './profile.js';

export const settingsSchema = z.object({
  fullName: z.string().nullable(),
  email: z.string(),
  /** A new address awaiting its verification link. */
  pendingEmail: z.string().nullable(),
  companyName: z.string(),
  emailNotifications: z.boolean(),
  language: z.enum(LANGUAGES),
  defaultCurrency: z.enum(['USD', 'EUR', 'GBP', 'JPY']),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Text PostgreSQL can store in a jsonb audit row: no lone UTF-16 surrogate (JSON allows one, jsonb does not). */
const wellFormed = (value: string) => !/\p{Cs}/u.test(value);

export const updateSettingsBodySchema = z.object({
  fullName: z.string().trim().min(1).max(120).refine(wellFormed, 'must be valid text').optional(),
  email: z.email({ message: 'must be an e-mail address' }).optional(),
  companyName: z.string().trim().min(1).max(200).refine(wellFormed, 'must be valid text').optional(),
  emailNotifications: z.boolean().optional(),
  language: z.enum(LANGUAGES).optional(),
  defaultCurrency: z.enum(['USD', 'EUR', 'GBP', 'JPY']).optional(),
  /** Answered in the profile (GET /api/profile), which the web app applies at start. */
  colorScheme: z.enum(COLOR_SCHEMES).optional(),
  /** Required with a new e-mail address: changing the sign-in address is proved with the password. */
  currentPassword: z.string().max(256).optional(),
});
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'is required').max(256),
  newPassword: z.string().min(6, 'Password should be at least 6 characters.').max(256),
});
export const settingsResponseSchema = z.object({ settings: settingsSchema });
