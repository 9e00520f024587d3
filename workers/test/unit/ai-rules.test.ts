import { describe, expect, it } from 'vitest';
import { chooseModel } from '../../src/ai/model-choice.js';
import {
  buildProviderMessages,
  HISTORY_TURNS,
  SYSTEM_PROMPT,
  truncateForProvider,
} from '../../src/ai/prompt.js';
import { quotaDay } from '@tradehub/db/domain';
import { replyCacheKey } from '../../src/ai/reply-cache.js';

const models = { small: 'small', large: 'large' };
const user = (content: string) => ({ role: 'user' as const, content });

describe('AI model choice (spec section 9)', () => {
  it('takes the smaller model for short, plain questions', () => {
    expect(chooseModel([user('How do I verify a supplier?')], models)).toBe('small');
    expect(chooseModel([user('x'.repeat(100))], models)).toBe('small');
  });

  it('takes the larger model when any message is over 100 characters', () => {
    expect(chooseModel([user('x'.repeat(101))], models)).toBe('large');
    expect(chooseModel([user('x'.repeat(101)), user('short follow-up')], models)).toBe('large');
  });

  it("takes the larger model for 'analyze' or 'complex' in any case", () => {
    expect(chooseModel([user('Can you Analyze this?')], models)).toBe('large');
    expect(chooseModel([user('a COMPLEX case')], models)).toBe('large');
    expect(chooseModel([user('analyse (British spelling) is not the word')], models)).toBe('small');
  });
});

describe('provider messages', () => {
  it('cuts each message to 500 characters', () => {
    expect(truncateForProvider('y'.repeat(501))).toHaveLength(500);
    expect(truncateForProvider('short')).toBe('short');
  });

  it('puts the system prompt and the summary first, then the last turns, each cut', () => {
    const conversation = Array.from({ length: HISTORY_TURNS + 3 }, (_, index) =>
      user(`${index}:${'z'.repeat(600)}`),
    );
    const { system, turns } = buildProviderMessages('Organisation summary for Acme', conversation);
    expect(system.role).toBe('system');
    expect(system.content).toBe(`${SYSTEM_PROMPT}\n\nOrganisation summary for Acme`);
    expect(turns).toHaveLength(HISTORY_TURNS);
    expect(turns[0]!.content.startsWith('3:')).toBe(true);
    expect(turns.every((turn) => turn.content.length === 500)).toBe(true);
  });
});

describe('reply cache key', () => {
  it('differs when the organisation summary differs, so no reply crosses organisations', () => {
    const question = [user('Assess payment risks')];
    const forA = [buildProviderMessages('summary of A', question).system, ...question];
    const forB = [buildProviderMessages('summary of B', question).system, ...question];
    expect(replyCacheKey('p', 'small', forA)).not.toBe(replyCacheKey('p', 'small', forB));
    expect(replyCacheKey('p', 'small', forA)).toBe(replyCacheKey('p', 'small', [...forA]));
  });
});

describe('quota day', () => {
  it('is the UTC calendar date', () => {
    expect(quotaDay(new Date('2026-11-21T23:59:59.999Z'))).toBe('2026-11-21');
    expect(quotaDay(new Date('2026-11-22T00:00:00.000Z'))).toBe('2026-11-22');
    expect(quotaDay(new Date('2026-11-21T20:00:00-05:00'))).toBe('2026-11-22');
  });
});
