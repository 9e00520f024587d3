import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './constants.js';

export const signUpBodySchema = z.object({
  email: z.string().max(320),
  password: z.string().max(MAX_PASSWORD_LENGTH),
  businessName: z.string().max(200),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signUpResponseSchema = z.object({ email: z.string(), verificationSent: z.literal(true) });

export const signInBodySchema = z.object({
  email: z.string().max(320),
  password: z.string().max(MAX_PASSWORD_LENGTH),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const resendVerificationBodySchema = z.object({ email: z.string().max(320) });
export const messageResponseSchema = z.object({ message: z.string() });
