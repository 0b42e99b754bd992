import { spawn } from 'node:child_process';
import { expect, test } from './fixtures';

/** Runs build/server.js with the given environment and collects what it prints until it exits. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['build/server.js'], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test('GET /healthz answers 200 with the database reachable', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('production start refuses without its settings and names them', async () => {
  const { code, output } = await runServer({ PORT: '0', DATA_DIR: 'data/never-created' });
  expect(code).toBe(1);
  expect(output).toContain('missing PUBLIC_URL, SESSION_SECRET, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET');
});

test('a second server on the same data directory is refused, naming the directory and the holder', async () => {
  const { code, output } = await runServer({ SITE_MODE: 'demo', PORT: '0', DATA_DIR: process.env.E2E_DATA_DIR ?? '' });
  expect(code).toBe(1);
  expect(output).toContain(`The database directory ${process.env.E2E_DATA_DIR} is in use by process`);
});

test('pages carry security headers and a CSP nonce on every inline script', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['content-encoding']).toBe('gzip');
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  // A fresh nonce per request.
  const second = (await request.get('/')).headers()['content-security-policy'];
  expect(second).not.toEqual(csp);
});

test('hashed assets are cached for a year as immutable', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const src = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src).toBeTruthy();
  const response = await request.get(src ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('no page requests anything from another host', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.hostname !== 'localhost') foreign.push(req.url());
  });
  for (const path of ['/', '/about-us', '/meet-the-brothers', '/rush', '/alumni', '/login', '/nope']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});

test('a request body over 6 MB is refused with 413 before any route reads it', async ({ request }) => {
  const response = await request.post('/api/log-visit', {
    data: Buffer.alloc(7 * 1024 * 1024, 'a'),
    headers: { 'Content-Type': 'application/json' },
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toBe('The request is too large.');
});
