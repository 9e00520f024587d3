import { describe, expect, it } from 'vitest';
import type { PermissionName } from '../../../src/constants.js';
import {
  countOtherTeamManagers,
  holdsTeamManagement,
  losesTeamManagement,
  removesLastTeamManager,
} from '../../../src/rules/team-managers.js';

const tm: PermissionName = 'Team Management';
const members = [
  { id: 'a', permissions: [tm, 'Audit Logs'] as PermissionName[] },
  { id: 'b', permissions: ['Payment Approval'] as PermissionName[] },
];

/** What the web's permissions dialog asks before saving `after` for `memberId`. */
const dialogWarns = (list: typeof members, memberId: string, after: PermissionName[] | null) => {
  const seat = list.find((member) => member.id === memberId);
  return removesLastTeamManager(
    { before: seat?.permissions ?? [], after },
    countOtherTeamManagers(list, memberId),
  );
};

describe('the last Team Manager', () => {
  it('is kept: taking Team Management from its only holder, or removing them, is refused', () => {
    expect(dialogWarns(members, 'a', ['Audit Logs'])).toBe(true);
    expect(dialogWarns(members, 'a', [])).toBe(true);
    expect(dialogWarns(members, 'a', null)).toBe(true);
  });

  it('is not at stake when the seat keeps Team Management or never held it', () => {
    expect(dialogWarns(members, 'a', [tm])).toBe(false);
    expect(dialogWarns(members, 'b', [])).toBe(false);
    expect(dialogWarns(members, 'b', null)).toBe(false);
  });

  it('may lose it while another member holds it', () => {
    const two = [...members, { id: 'c', permissions: [tm] as PermissionName[] }];
    expect(dialogWarns(two, 'a', [])).toBe(false);
    expect(dialogWarns(two, 'a', null)).toBe(false);
  });

  it('is judged on the count of the other holders (as the domain counts them in the database)', () => {
    const change = { before: [tm], after: ['Audit Logs'] };
    expect(removesLastTeamManager(change, 0)).toBe(true);
    expect(removesLastTeamManager(change, 1)).toBe(false);
    expect(removesLastTeamManager({ before: [tm], after: [tm] }, 0)).toBe(false);
  });
});

describe('the Team Management helpers', () => {
  it('tell who holds it and whether a change takes it away', () => {
    expect(holdsTeamManagement([tm])).toBe(true);
    expect(holdsTeamManagement(['Audit Logs'])).toBe(false);
    expect(losesTeamManagement({ before: [tm], after: null })).toBe(true);
    expect(losesTeamManagement({ before: [tm], after: ['Audit Logs'] })).toBe(true);
    expect(losesTeamManagement({ before: [tm], after: [tm, 'Audit Logs'] })).toBe(false);
    expect(losesTeamManagement({ before: [], after: [] })).toBe(false);
  });

  it('count the other holders, never the seat itself', () => {
    expect(countOtherTeamManagers(members, 'a')).toBe(0);
    expect(countOtherTeamManagers(members, 'b')).toBe(1);
    expect(countOtherTeamManagers([...members, { id: 'c', permissions: [tm] }], 'a')).toBe(1);
  });
});
