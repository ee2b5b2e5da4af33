import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, businessError } from './app-error';
import { installErrorHandler } from './error-handler';

const app = Fastify({ logger: false });
beforeAll(async () => {
  installErrorHandler(app);
  app.get('/deliberate-500', async () => {
    throw new AppError(500, 500, 'Error while evaluating expression: amount > 1 (undefined variable: amount)');
  });
  app.get('/business', async () => {
    throw businessError('该事项已办理');
  });
  app.get('/unexpected', async () => {
    throw new Error('secret detail at /srv/qis/src/x.ts:1');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler', () => {
  it('passes a deliberate 500’s message through, with the request id, so the web can tell 办理失败', async () => {
    const res = await app.inject({ url: '/deliberate-500' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      message: 'Error while evaluating expression: amount > 1 (undefined variable: amount)',
      requestId: expect.any(String),
    });
  });

  it('answers a business error with HTTP 200 and code 9999', async () => {
    const res = await app.inject({ url: '/business' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 9999, message: '该事项已办理' });
  });

  it('still hides an unexpected error’s message', async () => {
    const res = await app.inject({ url: '/unexpected' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 500, message: '请求出现错误，请稍后再试' });
    expect(res.body).not.toContain('secret');
  });
});
