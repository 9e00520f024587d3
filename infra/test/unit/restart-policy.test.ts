import { describe, expect, it } from 'vitest';
import { DEFAULT_RESTART_POLICY, RestartPolicy } from '../../src/restart-policy.js';

describe('the launcher’s restart policy', () => {
  it('doubles the delay with each exit in a row, from 0.5 s up to 30 s', () => {
    const policy = new RestartPolicy();
    const delays = Array.from({ length: 9 }, () => {
      const decision = policy.exited(1_000);
      return decision.action === 'restart' ? decision.delayMs : decision.action;
    });
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('numbers the restarts of a streak from 1', () => {
    const policy = new RestartPolicy();
    expect(policy.exited(10)).toEqual({ action: 'restart', delayMs: 500, attempt: 1 });
    expect(policy.exited(10)).toEqual({ action: 'restart', delayMs: 1_000, attempt: 2 });
  });

  it('starts over after a run that lasted a minute (a healthy run)', () => {
    const policy = new RestartPolicy();
    policy.exited(10);
    policy.exited(10);
    expect(policy.exited(59_999)).toMatchObject({ delayMs: 2_000, attempt: 3 });
    expect(policy.exited(60_000)).toEqual({ action: 'restart', delayMs: 500, attempt: 1 });
  });

  it('gives up on the tenth exit in a row without a healthy run, after about two minutes of tries', () => {
    const policy = new RestartPolicy();
    let waited = 0;
    for (let exit = 1; exit < DEFAULT_RESTART_POLICY.maxExitsInARow; exit++) {
      const decision = policy.exited(5_000);
      expect(decision.action).toBe('restart');
      if (decision.action === 'restart') waited += decision.delayMs;
    }
    expect(policy.exited(5_000)).toEqual({ action: 'give-up', exitsInARow: 10 });
    expect(waited).toBe(121_500);
  });

  it('keeps restarting a process that crashes now and then after running healthily', () => {
    const policy = new RestartPolicy();
    for (let exit = 0; exit < 50; exit++)
      expect(policy.exited(3_600_000)).toEqual({ action: 'restart', delayMs: 500, attempt: 1 });
  });
});
