import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_AUTH_RATE_LIMITS,
  DEFAULT_INVITE_RATE_LIMITS,
  formatAuthRateLimits,
  formatInviteRateLimits,
  loadConfig,
  parseAuthRateLimits,
  parseInviteRateLimits,
} from '../../src/config/index.js';

describe('AUTH_RATE_LIMITS', () => {
  it('keeps the defaults when unset or empty', () => {
    expect(loadConfig({}).authRateLimits).toEqual(DEFAULT_AUTH_RATE_LIMITS);
    expect(loadConfig({ AUTH_RATE_LIMITS: '  ' }).authRateLimits).toEqual(DEFAULT_AUTH_RATE_LIMITS);
    expect(formatAuthRateLimits(DEFAULT_AUTH_RATE_LIMITS)).toBe(
      'sign-in=30/15m:10/15m,sign-up=10/1h:5/1h,resend-verification=10/1h:3/15m,' +
        'forgot-password=10/1h:3/1h,reset-password=20/1h,demo=20/1h,pay-link=120/15m',
    );
  });

  it('merges overrides into the defaults, per action and per limit', () => {
    const limits = parseAuthRateLimits(' sign-in = 50/30m : 5/1h , demo=100/1d, sign-up=:2/90s,');
    expect(limits['sign-in']).toEqual({
      perIp: { points: 50, seconds: 1800 },
      perAccount: { points: 5, seconds: 3600 },
    });
    expect(limits.demo).toEqual({ perIp: { points: 100, seconds: 86_400 }, perAccount: null });
    expect(limits['sign-up']).toEqual({
      perIp: DEFAULT_AUTH_RATE_LIMITS['sign-up'].perIp,
      perAccount: { points: 2, seconds: 90 },
    });
    expect(limits['forgot-password']).toEqual(DEFAULT_AUTH_RATE_LIMITS['forgot-password']);
    // The defaults themselves are never changed by a parse.
    expect(DEFAULT_AUTH_RATE_LIMITS['sign-in'].perIp).toEqual({ points: 30, seconds: 900 });
  });

  it('reads back what it writes', () => {
    const text =
      'sign-in=7/2h:3/45s,sign-up=1/1d:1/1m,resend-verification=9/9m:9/9m,' +
      'forgot-password=4/1h:2/1h,reset-password=6/5m,demo=3/1h,pay-link=50/5m';
    expect(formatAuthRateLimits(parseAuthRateLimits(text))).toBe(text);
  });

  it.each([
    ['sign-on=1/1m', "'sign-on' is not an action"],
    ['sign-in', "has no '='"],
    ['sign-in=30', "'30' is not points/duration"],
    ['sign-in=30/15x', "'30/15x' is not points/duration"],
    ['sign-in=0/15m', 'points must be between 1 and'],
    ['sign-in=1/0s', 'duration must be between 1s and 30d'],
    ['sign-in=1/31d', 'duration must be between 1s and 30d'],
    ['sign-in=1/1m:1/1m:1/1m', 'expected perIp[:perAccount]'],
    ['sign-in=:', 'no limit given'],
    ['demo=20/1h:5/1h', 'demo is limited per IP only'],
    ['sign-in=1/1m,sign-in=2/1m', "'sign-in' is given twice"],
  ])('refuses %s with a message naming the variable', (value, message) => {
    let problems: ConfigError['problems'] = [];
    try {
      loadConfig({ AUTH_RATE_LIMITS: value });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems = error.problems;
    }
    expect(problems).toHaveLength(1);
    expect(problems[0]!.variable).toBe('AUTH_RATE_LIMITS');
    expect(problems[0]!.message).toContain(message);
  });
});

describe('INVITE_RATE_LIMITS', () => {
  it('keeps 20 an hour per organisation and 10 per person when unset, and merges overrides', () => {
    expect(loadConfig({}).inviteRateLimits).toEqual(DEFAULT_INVITE_RATE_LIMITS);
    expect(DEFAULT_INVITE_RATE_LIMITS).toEqual({
      perOrganisation: { points: 20, seconds: 3600 },
      perPerson: { points: 10, seconds: 3600 },
    });
    expect(parseInviteRateLimits(' 50/1d : 5/15m ')).toEqual({
      perOrganisation: { points: 50, seconds: 86_400 },
      perPerson: { points: 5, seconds: 900 },
    });
    expect(parseInviteRateLimits(':3/1h')).toEqual({
      perOrganisation: DEFAULT_INVITE_RATE_LIMITS.perOrganisation,
      perPerson: { points: 3, seconds: 3600 },
    });
    expect(formatInviteRateLimits(DEFAULT_INVITE_RATE_LIMITS)).toBe('20/1h:10/1h');
    expect(formatInviteRateLimits(parseInviteRateLimits('50/1d:5/15m'))).toBe('50/1d:5/15m');
  });

  it.each([
    ['20', "'20' is not points/duration"],
    ['20/1h:10/1h:5/1h', 'expected perOrganisation[:perPerson]'],
    [':', 'no limit given'],
    ['0/1h', 'points must be between 1 and'],
  ])('refuses %s with a message naming the variable', (value, message) => {
    let problems: ConfigError['problems'] = [];
    try {
      loadConfig({ INVITE_RATE_LIMITS: value });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems = error.problems;
    }
    expect(problems).toHaveLength(1);
    expect(problems[0]!.variable).toBe('INVITE_RATE_LIMITS');
    expect(problems[0]!.message).toContain(message);
  });
});
