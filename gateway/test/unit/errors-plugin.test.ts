import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/errors/app-error.js';
import { errorsPlugin } from '../../src/plugins/errors.js';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.post(
    '/things',
    { schema: { body: z.object({ name: z.string().min(1), amountMinor: z.number().int().positive() }) } },
    async (request) => ({ ok: request.body.name }),
  );
  app.get('/conflict', async () => {
    throw new AppError(409, 'email_in_use', 'An account with this email already exists.', 'email');
  });
  app.get('/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('errors plugin', () => {
  it('answers invalid input with 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: 'x', amountMinor: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { code: string; field: string; message: string } }>();
    expect(error.code).toBe('invalid_input');
    expect(error.field).toBe('amountMinor');
    expect(error.message).toMatch(/^amountMinor: /);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBeTruthy();
  });

  it('passes an AppError through with its status, code, message and field', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'email_in_use',
        message: 'An account with this email already exists.',
        field: 'email',
      },
    });
  });

  it('never leaks an internal message in a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    });
  });
});
