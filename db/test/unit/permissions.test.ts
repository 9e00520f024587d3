import { describe, expect, it } from 'vitest';
import {
  InvalidPermissionError,
  isPermission,
  normalisePermissions,
  PERMISSIONS,
} from '../../src/permissions.js';

describe('permissions', () => {
  it('lists exactly the eight permissions of the spec', () => {
    expect(PERMISSIONS).toEqual([
      'Supplier Management',
      'Payment Approval',
      'Team Management',
      'Financial Reports',
      'FX Management',
      'Risk Assessment',
      'Compliance Management',
      'Audit Logs',
    ]);
  });

  it('recognises only those names, exactly spelled', () => {
    expect(isPermission('Audit Logs')).toBe(true);
    expect(isPermission('audit logs')).toBe(false);
    expect(isPermission('Admin')).toBe(false);
    expect(isPermission(3)).toBe(false);
  });

  it('returns a list without duplicates in canonical order', () => {
    expect(normalisePermissions(['Audit Logs', 'Supplier Management', 'Audit Logs'])).toEqual([
      'Supplier Management',
      'Audit Logs',
    ]);
    expect(normalisePermissions([])).toEqual([]);
  });

  it('names every unknown value it refuses', () => {
    expect(() => normalisePermissions(['FX Management', 'Launch Rockets', 'admin'])).toThrow(
      InvalidPermissionError,
    );
    try {
      normalisePermissions(['FX Management', 'Launch Rockets', 'admin']);
    } catch (error) {
      expect((error as InvalidPermissionError).invalid).toEqual(['Launch Rockets', 'admin']);
      expect((error as Error).message).toContain('"Launch Rockets", "admin"');
    }
  });
});
