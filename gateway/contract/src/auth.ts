import { z } from 'zod';
import { LANGUAGES } from './languages.js';
import { MAX_PASSWORD_LENGTH } from './constants.js';

export const signUpBodySchema = z.object({
  email: z.string().max(320),
  password: z.string().max(MAX_PASSWORD_LENGTH),
  businessName: z.string().max(200),
  /** The language the sign-up was made in: the new profile's language, and its e-mails'. */
  language: z.enum(LANGUAGES).optional(),
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

/** 'Forgot password?': the answer is the same whether or not the address has an account. */
export const forgotPasswordBodySchema = z.object({ email: z.string().max(320) });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The reset link's token (43 base64url characters) and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string().max(200),
  password: z.string().max(MAX_PASSWORD_LENGTH),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
