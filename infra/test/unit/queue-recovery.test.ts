import { describe, expect, it } from 'vitest';
import { queueRecoverySettings } from '../../src/queue-recovery.js';

describe('the job lock and stalled check the launcher gives its processes', () => {
  it('are short when nothing is configured, so a killed worker’s job resumes within seconds', () => {
    expect(queueRecoverySettings({})).toEqual({ QUEUE_LOCK_MS: '5000', QUEUE_STALLED_INTERVAL_MS: '2500' });
    // An empty setting counts as unset, as the configuration reads it.
    expect(queueRecoverySettings({ QUEUE_LOCK_MS: '', QUEUE_STALLED_INTERVAL_MS: '' })).toEqual({
      QUEUE_LOCK_MS: '5000',
      QUEUE_STALLED_INTERVAL_MS: '2500',
    });
  });

  it('leave what the operator set alone, each on its own', () => {
    expect(queueRecoverySettings({ QUEUE_LOCK_MS: '30000', QUEUE_STALLED_INTERVAL_MS: '60000' })).toEqual({
      QUEUE_LOCK_MS: '30000',
      QUEUE_STALLED_INTERVAL_MS: '60000',
    });
    expect(queueRecoverySettings({ QUEUE_LOCK_MS: '20000' })).toEqual({
      QUEUE_LOCK_MS: '20000',
      QUEUE_STALLED_INTERVAL_MS: '2500',
    });
  });
});
