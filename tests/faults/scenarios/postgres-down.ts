import { canStartCluster, startCluster } from '../../setup/postgres-cluster';
import { signInOverHttp } from '../../support/http-sign-in';
import { judge, type Scenario } from '../scenario';
import { startSite, stopSite } from '../../support/site-process';

const UNAVAILABLE = 'The site is briefly unavailable. Please try again in a minute.';

/**
 * Signed in: a page, its data request, a public page (where only the layout's own session lookup needs the
 * database) and a resource route. Signed out: the directories, whose loaders catch their own failures.
 */
const PROBES = [
  { path: '/dashboard', member: true },
  { path: '/dashboard.data', member: true },
  { path: '/about-us', member: true },
  { path: '/admin/user-management/export', member: true },
  { path: '/alumni', member: false },
  { path: '/meet-the-brothers', member: false },
];

/**
 * (b') The database server is down for a while: every page answers 503 in the site's layout, saying in words that
 * the site will be back, with Retry-After and kept by no cache; the outage is logged once, not per request; once the database is
 * back the pages answer 200 again.
 */
export const postgresDown: Scenario = {
  name: 'PostgreSQL down for a while',
  unavailable: () => (canStartCluster() ? undefined : 'PostgreSQL is not installed'),
  async run() {
    const cluster = await startCluster();
    const site = await startSite({ databaseUrl: cluster.url });
    try {
      const cookie = await signInOverHttp(site.url, 'webmaster@example.org');
      const get = (path: string, member: boolean) =>
        fetch(`${site.url}${path}`, {
          headers: member ? { Cookie: cookie } : {},
          redirect: 'manual',
          signal: AbortSignal.timeout(15_000),
        });
      await cluster.crash();
      const logBefore = site.output().length;
      const wrong: string[] = [];
      for (const { path, member } of PROBES) {
        const response = await get(path, member);
        const body = await response.text();
        const problems = [
          response.status !== 503 && `status ${response.status}`,
          response.headers.get('Retry-After') !== '60' && `Retry-After ${response.headers.get('Retry-After')}`,
          response.headers.get('Cache-Control') !== 'no-store' &&
            `Cache-Control ${response.headers.get('Cache-Control')}`,
          !body.includes(UNAVAILABLE) && 'no message',
          !/\.data$|export$/.test(path) && !body.includes('<footer') && 'not in the layout',
        ].filter(Boolean);
        if (problems.length) wrong.push(`${path}: ${problems.join(', ')}`);
      }
      const signedOutStatus = (await get('/about-us', false)).status;
      const outageLog = site.output().slice(logBefore);
      const loggedOutages = outageLog.split('\n').filter((line) => line.includes('database unavailable')).length;
      const errorLines = outageLog.split('\n').filter((line) => /"level":50/.test(line)).length;
      await cluster.start();
      const afterStatus = (await get('/dashboard', true)).status;
      return [
        judge(
          `while down: ${wrong.length ? wrong.join('; ') : `${PROBES.length} answers of 503 with the message`}; ` +
            `signed out /about-us ${signedOutStatus}; ${loggedOutages} outage log lines, ${errorLines} error lines; ` +
            `after the restart /dashboard ${afterStatus}`,
          {
            'every page answers 503 with Retry-After, no-store and the message, in the layout': wrong.length === 0,
            'a page that needs no database still answers 200': signedOutStatus === 200,
            'the outage is logged once': loggedOutages === 1 && errorLines === 1,
            'pages answer 200 once the database is back': afterStatus === 200,
          },
        ),
      ];
    } finally {
      await stopSite(site);
      cluster.stop();
    }
  },
};
