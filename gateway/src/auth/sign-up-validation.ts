import { z } from 'zod';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, MIN_PASSWORD_LENGTH, type SignUpBody } from '@tradehub/contract';
import { AppError } from '../errors/app-error.js';

const emailFormat = z.email();

/** The spec's messages for a bad e-mail or password, with the field named (error catalogue, section 8). */
export function validateEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (!emailFormat.safeParse(normalised).success) {
    throw new AppError(400, AUTH_ERROR_CODES.invalidEmail, AUTH_MESSAGES.invalidEmail, 'email');
  }
  return normalised;
}

/** The rule for a password someone chooses (sign-up, a reset link): the spec's minimum length. */
export function validateNewPassword(password: string): string {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError(400, AUTH_ERROR_CODES.weakPassword, AUTH_MESSAGES.weakPassword, 'password');
  }
  return password;
}

export function validateSignUp(body: SignUpBody) {
  const email = validateEmail(body.email);
  validateNewPassword(body.password);
  const businessName = body.businessName.trim();
  if (!businessName)
    throw new AppError(400, 'invalid_input', AUTH_MESSAGES.businessNameRequired, 'businessName');
  return { email, password: body.password, businessName };
}
