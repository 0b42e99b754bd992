import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startSite, stopSite, type SiteProcess } from '../support/site-process';
import { baseURL } from '../../playwright.config';
import { expect, test } from './fixtures';

/**
 * Runs build/server.js (or another script, with node's arguments before it) with the given environment and collects
 * what it prints until it exits.
 */
function runServer(
  env: Record<string, string>,
  script: string | string[] = 'build/server.js',
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, typeof script === 'string' ? [script] : script, {
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
  expect(output, 'the sentence alone, without a log record or a stack').not.toMatch(/"level"|\n\s+at /);
});

test('a second server on the same data directory is refused, naming the directory and the holder', async () => {
  const { code, output } = await runServer({ SITE_MODE: 'demo', PORT: '0', DATA_DIR: process.env.E2E_DATA_DIR ?? '' });
  expect(code).toBe(1);
  expect(output).toContain(`The database directory ${process.env.E2E_DATA_DIR} is in use by process`);
  expect(output, 'the sentence alone, without a log record or a stack').not.toMatch(/"level"|\n\s+at /);
});

test('a SITE_MODE=test inherited from the shell is refused by npm start, npm run demo and npm run dev, with a sentence', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-stray-test-mode-'));
  try {
    for (const script of ['build/server.js', 'scripts/demo.mjs', ['--import', 'tsx', 'server/dev.ts']]) {
      const { code, output } = await runServer({ SITE_MODE: 'test', PORT: '0', DATA_DIR: dataDir }, script);
      expect(code, String(script)).toBe(1);
      expect(output, String(script)).toContain('Refusing to start: SITE_MODE=test is only for the test suites');
      expect(output, 'the sentence alone, without a log record or a stack').not.toMatch(/"level"|\n\s+at /);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the demo, whose sign-in lets anyone be the Webmaster, listens on this machine only', async () => {
  // The suite's own server is `npm run demo` without HOST: it must not answer on the machine's network address.
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((face) => face && face.family === 'IPv4' && !face.internal)?.address;
  expect(external, 'a network address other than loopback to try the demo from').toBeDefined();
  const port = Number(new URL(baseURL).port);
  const reached = await new Promise<string>((resolve) => {
    const socket = net.connect({ host: external, port }, () => (socket.destroy(), resolve('connected')));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
  expect(reached).toBe('ECONNREFUSED');
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
});

test('a demo given HOST warns that anyone who reaches it can sign in as any demo account', async () => {
  // The suite's own data directory is in use, so this demo stops right after its warning.
  const { code, output } = await runServer(
    { HOST: '0.0.0.0', PORT: '0', DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
    'scripts/demo.mjs',
  );
  expect(code).toBe(1);
  expect(output).toContain(
    'Warning: HOST=0.0.0.0, so this demo answers anyone who reaches this machine on its port, and its development ' +
      'sign-in lets them sign in as any demo account, the Webmaster included. Leave HOST unset to keep it to this machine.',
  );
});

test('a demo given a loopback HOST, which only this machine reaches, gives no warning', async () => {
  for (const host of ['127.0.0.1', '::1', 'localhost']) {
    // The suite's own data directory is in use, so this demo stops once it has started.
    const { code, output } = await runServer(
      { HOST: host, PORT: '0', DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
      'scripts/demo.mjs',
    );
    expect(code, host).toBe(1);
    expect(output, host).toContain('is in use by process');
    expect(output, host).not.toContain('Warning');
  }
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
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  // Every powerful feature is off: the site uses none (a QR code is scanned with the phone's own camera app).
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'bluetooth'])
    expect(permissions).toContain(`${feature}=()`);
  expect(headers['content-encoding']).toBe('gzip');
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  // A fresh nonce per render: a page rendered for each request gets a new one every time; a public page a visitor
  // gets from memory keeps its render's, which its policy names (docs/decisions/0009-public-page-cache.md).
  const nonceOf = async (path: string) => {
    const answer = await request.get(path);
    const named = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
    const carried = [...(await answer.text()).matchAll(/<script(?![^>]*\bsrc=)[^>]*\bnonce="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(new Set(carried)).toEqual(new Set([named]));
    return named;
  };
  expect(await nonceOf('/login')).not.toEqual(await nonceOf('/login'));
  await nonceOf('/');
});

test("the login form's post carries the site's own Origin, which browsers without Sec-Fetch-Site rely on", async ({
  page,
  baseURL,
}) => {
  await page.goto('/login');
  const [post] = await Promise.all([
    page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/auth/google'),
    page.getByRole('button', { name: 'Login with Google' }).click(),
  ]);
  expect(await post.headerValue('origin')).toBe(new URL(baseURL ?? '').origin);
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

test.describe('the production build started without NODE_ENV, as `npm start` is', () => {
  // One server for the group: it migrates and seeds a fresh database, which takes a while on a busy machine.
  test.describe.configure({ mode: 'serial' });
  let site: SiteProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-no-node-env-'));
    site = await startSite({ dataDir, env: { NODE_ENV: undefined } });
  });

  test.afterAll(async () => {
    if (site) await stopSite(site);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('an asset or picture address with a malformed percent-escape answers 400, whatever the encoding', async () => {
    for (const pathname of ['/assets/%E0%A4%A.js', '/media/%E0%A4%A'])
      for (const encoding of ['br', 'gzip', 'identity']) {
        const { status, body } = await rawRequest(site!.url, pathname, { 'Accept-Encoding': encoding });
        expect(status, `${pathname} ${encoding}`).toBe(400);
        expect(body).toBe('The address is not valid: it has a malformed %-escape. Check the link and try again.');
      }
  });

  // Outside /assets and /media an address may be a page's, so it gets the page's Not Found.
  test('malformed escapes in a public file or a page address answer 404 without a stack', async () => {
    for (const pathname of ['/favicon%E0.svg', '/%E0%A4%A', '/%E0%A4%A.data']) {
      const { status, body } = await rawRequest(site!.url, pathname, { 'Accept-Encoding': 'identity' });
      expect(status, pathname).toBe(404);
      expect(body, pathname).not.toMatch(STACK_TRACE);
    }
  });

  test('a TRACE request answers 405 without a stack, and nothing is logged as an error', async () => {
    const { status, body } = await rawRequest(site!.url, '/', {}, 'TRACE');
    expect(status).toBe(405);
    expect(body).toBe('The method TRACE is not used on this site.');
    expect(site!.output()).not.toMatch(/unhandled error|"level":50/);
  });

  for (const host of ['a b', 'localhost:99999']) {
    test(`a malformed Host header (${host}) answers 400 and shows no code location`, async () => {
      const { status, body } = await rawRequest(site!.url, '/about-us', { Host: host });
      expect(status).toBe(400);
      expect(body).not.toMatch(STACK_TRACE);
    });
  }
});

/** What a stack trace leaves in an answer: frames ("    at f (file.js:1:2)") and the server's paths. */
const STACK_TRACE = /( {4}|&nbsp;)at |file:\/\/|\/work\/|node_modules|\.m?js:\d+:\d+/;

/** A GET sent as written: fetch would normalise the path, refuse to set Host and refuse TRACE. */
function rawRequest(origin: string, pathname: string, headers: Record<string, string>, method = 'GET') {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .request({ hostname, port, path: pathname, headers, method }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject)
      .end();
  });
}
