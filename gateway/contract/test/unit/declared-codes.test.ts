// The declared lists the server may answer or record with: API_ERROR_CODES (the only codes AppError and
// DomainError take, each worded in the web's catalogue) and AUDIT_ACTIONS (the only actions the audit writers
// take). A duplicate, a malformed entry or a family left out of the list would pass the type checker.
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, isApiErrorCode } from '../../src/api-error-codes.js';
import { AUDIT_ACTIONS } from '../../src/audit-actions.js';
import { auditQuerySchema } from '../../src/audit.js';
import {
  AI_ERROR_CODES,
  AUTH_ERROR_CODES,
  QUOTA_ERROR_CODES,
  SCREENING_PENDING_CODE,
} from '../../src/constants.js';

const duplicates = (values: readonly string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

describe('API_ERROR_CODES', () => {
  it('declares each code once, in snake_case (the form clients match on)', () => {
    // A family may name a generic code (AUTH_ERROR_CODES.forbidden is 'forbidden'); nothing else repeats.
    const familyCodes = new Set<string>([
      ...Object.values(AUTH_ERROR_CODES),
      ...Object.values(QUOTA_ERROR_CODES),
      ...Object.values(AI_ERROR_CODES),
    ]);
    expect(duplicates(API_ERROR_CODES).filter((code) => !familyCodes.has(code))).toEqual([]);
  });

  it('includes every code of the families declared beside it', () => {
    const families = [
      ...Object.values(AUTH_ERROR_CODES),
      ...Object.values(QUOTA_ERROR_CODES),
      ...Object.values(AI_ERROR_CODES),
      SCREENING_PENDING_CODE,
    ];
    expect(families.filter((code) => !isApiErrorCode(code))).toEqual([]);
  });

  it('recognises exactly the declared codes', () => {
    expect(API_ERROR_CODES.every((code) => isApiErrorCode(code))).toBe(true);
    for (const code of ['', 'Not_Found', 'not_found ', 'toString', 'constructor', '__proto__']) {
      expect(isApiErrorCode(code), code).toBe(false);
    }
  });
});

describe('AUDIT_ACTIONS', () => {
  it('declares each action once, as <subject>.<what happened>', () => {
    expect(duplicates(AUDIT_ACTIONS)).toEqual([]);
    expect(AUDIT_ACTIONS.filter((action) => !/^[a-z][a-z_]*\.[a-z0-9][a-z0-9_-]*$/.test(action))).toEqual([]);
  });

  it('keeps each subject’s actions together, so the list reads (and the catalogue is checked) by subject', () => {
    const subjects = AUDIT_ACTIONS.map((action) => action.split('.')[0]);
    const scattered = subjects.filter(
      (subject, index) => index > 0 && subject !== subjects[index - 1] && subjects.indexOf(subject) < index,
    );
    expect(scattered).toEqual([]);
  });

  it('can each be searched for in the audit log (the filter takes at most 80 characters)', () => {
    expect(AUDIT_ACTIONS.filter((action) => !auditQuerySchema.safeParse({ action }).success)).toEqual([]);
  });
});
