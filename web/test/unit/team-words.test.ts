// Permissions and the server's built-in roles in the reader's language: every permission and built-in role
// has its own words in en, zh and es (zh and es not left in English), the Team page and the Audit Log (the
// contract's renderer, which the CSV export uses too) say them alike, and a role a person typed stays as typed.
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, PERMISSION_NAMES } from '@tradehub/contract/constants';
import { auditText } from '@tradehub/contract/audit-text';
import { messages } from '../../src/i18n/resources';
import { permissionListText, permissionText, roleText } from '../../src/i18n/teamWords';
import { grantableOptions } from '../../src/pages/team/teamLogic';
import { catalogueI18n } from './support/catalogue-i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await catalogueI18n();
});

const LANGUAGES = ['en', 'zh', 'es'] as const;

describe('team words', () => {
  it.each(LANGUAGES)('has words in %s for every permission and built-in role', (language) => {
    const words = messages[language].teamWords;
    for (const name of PERMISSION_NAMES) expect(words.permissions[name], name).toMatch(/\S/u);
    for (const role of BUILT_IN_ROLES) expect(words.roles[role], role).toMatch(/\S/u);
    // The Audit Log and its CSV export (the contract's renderer) say them as the Team page does.
    const audit = auditText(language);
    for (const name of PERMISSION_NAMES)
      expect(audit.value('permissions', name)).toBe(words.permissions[name]);
    for (const role of BUILT_IN_ROLES) expect(audit.value('role', role)).toBe(words.roles[role]);
  });

  it.each(['zh', 'es'] as const)('says each in %s, not in English', (language) => {
    const words = messages[language].teamWords;
    for (const name of PERMISSION_NAMES) expect(words.permissions[name]).not.toBe(name);
    for (const role of BUILT_IN_ROLES) expect(words.roles[role]).not.toBe(role);
  });

  it('renders them in the reader language; a typed role and an unknown permission stay as they are', async () => {
    await i18n.changeLanguage('zh');
    expect(permissionText('Team Management', i18n.t)).toBe('团队管理');
    expect(roleText('Owner', i18n.t)).toBe('所有者');
    expect(roleText('Head of Buying', i18n.t)).toBe('Head of Buying');
    expect(permissionText('Time Travel', i18n.t)).toBe('Time Travel');
    expect(permissionListText(['Audit Logs', 'FX Management'], i18n.t)).toBe('审计日志, 外汇管理');
    const options = grantableOptions(['Audit Logs'], [], (name) => permissionText(name, i18n.t));
    expect(options.find((option) => option.value === 'Audit Logs')).toEqual({
      value: 'Audit Logs',
      label: '审计日志',
      disabled: false,
    });
    await i18n.changeLanguage('es');
    const audit = auditText('es');
    expect(audit.value('permissions', ['Payment Approval', 'Audit Logs'])).toBe(
      permissionListText(['Payment Approval', 'Audit Logs'], i18n.t),
    );
    expect(audit.value('role', 'Team Manager')).toBe(roleText('Team Manager', i18n.t));
    expect(audit.value('formerOwnerRole', 'Jefa de compras')).toBe('Jefa de compras');
  });
});
