import fs from 'node:fs';
import { cookieClient, formPost, signInAttempt, signInOverHttp } from '../../support/http-sign-in';
import { sleep, startSite, stopSite, type SiteProcess } from '../../support/site-process';
import { growChapterTo } from '../../support/grow-chapter';
import { seededDataDir } from '../seeded-data-dir';
import { judge, type Scenario, type Trial } from '../scenario';

/** A chapter meeting: everyone signs in at once, from the one campus network address. */
const MEETING = 40;

async function signInAll(site: SiteProcess, emails: string[]) {
  const started = Date.now();
  const outcomes = await Promise.all(
    emails.map((email) =>
      signInOverHttp(site.url, email).then(
        () => null,
        (error: Error) => `${email}: ${error.message}`,
      ),
    ),
  );
  return { seconds: (Date.now() - started) / 1000, failures: outcomes.filter((o) => o !== null) };
}

/** Whether an answer is the site's refusal page: 429, Retry-After, and the wait in words inside the layout. */
async function refusalPage(response: Response) {
  // React separates adjacent text with empty comments.
  const html = (await response.text()).replaceAll('<!-- -->', '');
  return {
    status: response.status,
    retryAfter: Number(response.headers.get('Retry-After')),
    inLayout:
      html.includes('429 Too Many Requests') &&
      html.includes('<header') &&
      html.includes('<footer') &&
      /Please try again in \d+ (seconds?|minutes)\./.test(html),
  };
}

/**
 * Forty members sign in at once; floods of sign-in starts and forged failures leave others able to sign in; an email
 * not in the system is limited.
 */
export const signInLimits: Scenario = {
  name: 'sign-in at a chapter meeting',
  async run() {
    const dataDir = await seededDataDir('chapter-fault-sign-in-');
    try {
      return await meetingTrials(dataDir);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

/** The trials, in order, all from one address. */
async function meetingTrials(dataDir: string): Promise<Trial[]> {
  const site = await startSite({ dataDir });
  const trials: Trial[] = [];
  try {
    const webmaster = await signInOverHttp(site.url, 'webmaster@example.org');
    const emails = await growChapterTo(site, webmaster, MEETING);
    const meeting = await signInAll(site, emails.slice(0, MEETING));
    trials.push(
      judge(
        `${emails.length} active members; ${MEETING} signed in at once in ${meeting.seconds} s; ${meeting.failures.slice(0, 3).join('; ')}`,
        {
          [`the chapter has ${MEETING} active members`]: emails.length >= MEETING,
          'every member signed in': meeting.failures.length === 0,
          'within a minute': meeting.seconds < 60,
        },
      ),
    );

    // Starting a sign-in is cheap and never limited: a flood of real starts from the address does not lock it out.
    const flood = await Promise.all(
      Array.from({ length: 450 }, () =>
        fetch(`${site.url}/auth/google`, {
          ...formPost({ redirectTo: '/dashboard' }),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
          redirect: 'manual',
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status === 302 && (response.headers.get('Location') ?? '').includes('/dev-oidc/auth?');
        }),
      ),
    );
    const started = flood.filter(Boolean).length;
    // The plain address of the sign-in start, as a script would hammer it: it only ever points to the login page.
    const pokes = await Promise.all(
      Array.from({ length: 300 }, () =>
        fetch(`${site.url}/auth/google`, { redirect: 'manual' }).then(async (response) => {
          await response.arrayBuffer();
          return response.status === 302 && response.headers.get('Location') === '/login';
        }),
      ),
    );
    const pointed = pokes.filter(Boolean).length;
    const afterFlood = await signInAll(site, ['member@example.org', 'regent@example.org']);
    trials.push(
      judge(
        `${started} of ${flood.length} sign-in starts went to the issuer, ${pointed} of ${pokes.length} GETs to the login page; then ${afterFlood.failures.join('; ') || 'both signed in'}`,
        {
          'every start went to the issuer': started === flood.length,
          'every GET was pointed to the login page': pointed === pokes.length,
          'other members still sign in': afterFlood.failures.length === 0,
        },
      ),
    );

    // The visit log is limited per signed-in member: one member's script does not use up another's.
    const logVisit = (cookie: string, email: string) =>
      fetch(`${site.url}/api/log-visit`, {
        method: 'POST',
        body: JSON.stringify({ email }),
        headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: site.url },
      }).then(async (response) => ({ status: response.status, retryAfter: response.headers.get('Retry-After') }));
    const [scribe, mediation] = await Promise.all(
      ['scribe@example.org', 'mediation@example.org'].map((email) => signInOverHttp(site.url, email)),
    );
    const scribeVisits = [];
    for (let n = 0; n < 15; n++) scribeVisits.push(await logVisit(scribe!, 'scribe@example.org'));
    const mediationVisit = await logVisit(mediation!, 'mediation@example.org');
    const logged = scribeVisits.filter((v) => v.status === 204).length;
    const refusedVisit = scribeVisits.find((v) => v.status === 429);
    trials.push(
      judge(
        `${logged} of 15 visit logs by one member answered, then ${JSON.stringify(refusedVisit)}; another member: ${mediationVisit.status}`,
        {
          'a member may log visits': logged >= 5,
          'a member flooding the log is refused': refusedVisit !== undefined && Number(refusedVisit.retryAfter) > 0,
          'another member from the same address is not': mediationVisit.status === 204,
        },
      ),
    );

    // Forged failures cost nothing but lock nobody out: each is sent back to the login page, and a member's sign-in
    // from the same address then goes through.
    const forged: number[] = [];
    for (let n = 0; n < 60; n++) {
      const { send } = cookieClient(site.url);
      const start = await send('/auth/google', formPost({ redirectTo: '/dashboard' }));
      // This attempt's own state with a forged code: the issuer refuses the code in the token exchange.
      const state = new URL(start.headers.get('Location') ?? '', site.url).searchParams.get('state') ?? '';
      const response = await send(`/auth/callback?${new URLSearchParams({ code: 'x', state })}`);
      forged.push(response.status);
    }
    const afterForged = await signInAll(site, ['brotherhood@example.org']);
    trials.push(
      judge(
        `${forged.length} forged callbacks: ${[...new Set(forged)].join(', ')}; then ${afterForged.failures.join('; ') || 'a member signed in'}`,
        {
          'each was sent back to the login page': forged.every((status) => status === 302),
          'a member from the same address still signs in': afterForged.failures.length === 0,
        },
      ),
    );

    // An email not in the system is told so a few times, then refused with a page saying when to try again; members
    // are not touched.
    const strangerAnswers: number[] = [];
    let refusal: Awaited<ReturnType<typeof refusalPage>> | undefined;
    for (let n = 0; n < 20 && !refusal; n++) {
      const { callback } = await signInAttempt(site.url, 'not-a-member@example.org');
      if (callback.status === 429) refusal = await refusalPage(callback);
      else strangerAnswers.push(callback.status);
    }
    const afterStranger = await signInAll(site, ['member@example.org']);
    trials.push(
      judge(`${strangerAnswers.length} sign-ins by an unknown email before the refusal: ${JSON.stringify(refusal)}`, {
        'it was told it is not in the system first':
          strangerAnswers.length >= 3 && strangerAnswers.every((s) => s === 302),
        'it is then refused': refusal?.status === 429,
        'the refusal says when to try again': (refusal?.retryAfter ?? 0) > 0,
        'the refusal is a page in the layout': refusal?.inLayout === true,
        'a member from the same address still signs in': afterStranger.failures.length === 0,
      }),
    );

    // The development issuer has a generous budget of its own; past it, a browser gets the refusal page too.
    let issuerRefusal: Awaited<ReturnType<typeof refusalPage>> | undefined;
    let issuerAnswers = 0;
    for (let n = 0; n < 30 && !issuerRefusal; n++) {
      const burst = await Promise.all(
        Array.from({ length: 50 }, () =>
          fetch(`${site.url}/dev-oidc/.well-known/openid-configuration`, { headers: { Accept: 'text/html' } }),
        ),
      );
      for (const response of burst) {
        if (response.status === 429 && !issuerRefusal) issuerRefusal = await refusalPage(response);
        else if (response.status === 200) issuerAnswers += 1;
        else await response.arrayBuffer();
      }
    }
    trials.push(
      judge(`${issuerAnswers} issuer answers before the refusal: ${JSON.stringify(issuerRefusal)}`, {
        'a meeting fits in the issuer budget': issuerAnswers >= 300,
        'the issuer is limited': issuerRefusal?.status === 429,
        'its refusal says when to try again': (issuerRefusal?.retryAfter ?? 0) > 0,
        'its refusal is a page in the layout': issuerRefusal?.inLayout === true,
      }),
    );
  } finally {
    await stopSite(site);
  }

  // Believing any X-Forwarded-For would let one client pose as many addresses: the site refuses to start.
  const trusting = await startSite({ dataDir, env: { TRUST_PROXY: 'true' } }, false);
  const exitCode = await Promise.race([trusting.exited, sleep(30_000).then(() => 'still running')]);
  await stopSite(trusting);
  trials.push(
    judge(`TRUST_PROXY=true: exit ${exitCode}`, {
      'the site refuses to start': exitCode === 1,
      'it names the alternatives': /number of proxies in front of the site .*subnets/.test(trusting.output()),
    }),
  );
  return trials;
}
