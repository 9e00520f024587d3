import { expect, it } from 'vitest';
import { closeInTurn } from '../../test-support/close-in-turn.js';

it('runs every step in turn and passes when each finishes', async () => {
  const ran: string[] = [];
  await closeInTurn([
    ['first', async () => ran.push('first')],
    ['second', () => ran.push('second')],
  ]);
  expect(ran).toEqual(['first', 'second']);
});

it('names the step that hung and still runs the ones after it', async () => {
  const ran: string[] = [];
  const teardown = closeInTurn(
    [
      ['the hanging server', () => new Promise(() => {})],
      ['the queue', () => ran.push('the queue')],
      ['the broken client', () => Promise.reject(new Error('socket gone'))],
    ],
    50,
  );
  await expect(teardown).rejects.toThrow(
    'teardown: the hanging server did not finish within 50 ms; the broken client: socket gone (failed)',
  );
  expect(ran).toEqual(['the queue']);
});
