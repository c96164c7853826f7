// Malformed requests answer in the documented error shape and quote nothing they were sent: an address Fastify
// cannot decode, a body its parser cannot read, a content type no route takes, and HTTP the server cannot parse.
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './testing/app';

let fixture: TestApp;
let app: FastifyInstance;
let port: number;
const MARK = 'zqxMARKqxz';

beforeAll(async () => {
  fixture = await testApp();
  app = fixture.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(() => fixture.close());

const raw = (request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

describe('malformed requests', () => {
  it.each([
    [
      'an address that is not valid percent-encoding, on the event route',
      {
        method: 'POST' as const,
        url: `/api/event/${MARK}%E0%A4%A`,
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    [
      'a JSON body that does not parse',
      {
        method: 'POST' as const,
        url: '/api/leads',
        payload: `{"${MARK}": nope`,
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    [
      'a content type the route does not take',
      {
        method: 'POST' as const,
        url: '/api/partners',
        payload: 'x',
        headers: { 'content-type': `application/${MARK}` },
      },
      415,
    ],
  ])('%s: the error shape, nothing quoted', async (_name, request, status) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ ok: false, error: expect.any(String) });
    expect(res.body).not.toContain(MARK);
  });

  it('answers HTTP it cannot parse with 400 in the error shape and closes the connection', async () => {
    const answer = await raw(`GET /${MARK} HTTP/1.1\r\nHost: x\r\nBad Header ${MARK}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({ ok: false, error: 'the request is malformed' });
    expect(answer).not.toContain(MARK);
  });
});
