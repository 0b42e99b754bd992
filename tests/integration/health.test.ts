import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase } from '../../app/shared/db/db.server';
import { healthz } from '../../server/health';

let server: Server;
let url: string;

beforeAll(async () => {
  const app = express().get('/healthz', healthz);
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/healthz`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('GET /healthz', () => {
  it('answers 200 while the database is reachable', async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 once the database is gone', async () => {
    await closeDatabase();
    const response = await fetch(url);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'database unreachable' });
  });
});
