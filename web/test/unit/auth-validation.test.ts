import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '@tradehub/contract/constants';
import { describe, expect, it } from 'vitest';
import { checkBusinessName, checkEmail, checkPassword, validateAuthForm } from '../../src/auth/validation';
import { messages } from '../../src/i18n/resources';

describe('checkEmail', () => {
  it('requires an address', () => {
    expect(checkEmail('')).toBe('emailRequired');
    expect(checkEmail('   ')).toBe('emailRequired');
  });

  it.each(['buyer@example.com', 'first.last+tag@sub.example.co.uk', '  padded@example.com  '])(
    'accepts %s',
    (email) => {
      expect(checkEmail(email)).toBeUndefined();
    },
  );

  it.each([
    'plainaddress',
    'no-at.example.com',
    'a@b',
    'a@@example.com',
    'a b@example.com',
    '@example.com',
    'a@.com',
    'a@example.',
  ])('rejects %s', (email) => {
    expect(checkEmail(email)).toBe('invalidEmail');
  });

  it('rejects an address longer than the gateway accepts', () => {
    expect(checkEmail(`${'a'.repeat(320)}@example.com`)).toBe('invalidEmail');
  });
});

describe('checkPassword', () => {
  it('requires a password in both modes', () => {
    expect(checkPassword('', 'signIn')).toBe('passwordRequired');
    expect(checkPassword('', 'signUp')).toBe('passwordRequired');
  });

  it(`asks for at least ${MIN_PASSWORD_LENGTH} characters when signing up`, () => {
    expect(checkPassword('12345', 'signUp')).toBe('weakPassword');
    expect(checkPassword('123456', 'signUp')).toBeUndefined();
  });

  it('does not apply the length rule when signing in', () => {
    expect(checkPassword('123', 'signIn')).toBeUndefined();
  });

  it('rejects a password longer than the gateway accepts', () => {
    expect(checkPassword('x'.repeat(257), 'signUp')).toBe('passwordTooLong');
  });
});

describe('checkBusinessName', () => {
  it('requires a name that is not only spaces', () => {
    expect(checkBusinessName('')).toBe('businessNameRequired');
    expect(checkBusinessName('   ')).toBe('businessNameRequired');
    expect(checkBusinessName('Acme Imports Ltd')).toBeUndefined();
  });
});

describe('validateAuthForm', () => {
  it('reports every issue of a sign-up form', () => {
    expect(validateAuthForm('signUp', { email: 'x', password: '1', businessName: '' })).toEqual({
      email: 'invalidEmail',
      password: 'weakPassword',
      businessName: 'businessNameRequired',
    });
  });

  it('ignores the business name when signing in', () => {
    expect(validateAuthForm('signIn', { email: 'a@example.com', password: 'p' })).toEqual({});
  });

  it('passes a complete sign-up form', () => {
    expect(
      validateAuthForm('signUp', { email: 'a@example.com', password: 'secret1', businessName: 'Acme' }),
    ).toEqual({});
  });
});

describe("the dialog's English texts", () => {
  const { validation, errors } = messages.en.auth;

  it("are the gateway's catalogue messages, verbatim", () => {
    expect(validation.invalidEmail).toBe(AUTH_MESSAGES.invalidEmail);
    expect(validation.weakPassword).toBe(AUTH_MESSAGES.weakPassword);
    expect(validation.businessNameRequired).toBe(AUTH_MESSAGES.businessNameRequired);
    expect(errors).toMatchObject({
      emailInUse: AUTH_MESSAGES.emailInUse,
      weakPassword: AUTH_MESSAGES.weakPassword,
      invalidEmail: AUTH_MESSAGES.invalidEmail,
      userNotFound: AUTH_MESSAGES.userNotFound,
      wrongPassword: AUTH_MESSAGES.wrongPassword,
      emailNotVerified: AUTH_MESSAGES.emailNotVerified,
      tooManyAttempts: AUTH_MESSAGES.tooManyAttempts,
    });
    expect(messages.en.auth.verify.resendSucceeded).toBe(AUTH_MESSAGES.resendSucceeded);
    expect(messages.en.auth.verify.resendFailed).toBe(AUTH_MESSAGES.resendFailed);
  });

  it("keep the spec's other auth texts", () => {
    expect(errors.failed).toBe('Authentication failed. Please try again.');
    expect(messages.en.auth.signIn.submitting).toBe('Signing in...');
    expect(messages.en.auth.signUp.submitting).toBe('Creating account...');
    expect(messages.en.auth.verify.title).toBe('Verify your email');
    expect(messages.en.auth.verify.noticeTitle).toBe('Email Verification Required');
    expect(messages.en.auth.verify.createAgain).toContain('<action>click here</action>');
  });
});
