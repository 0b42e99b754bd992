import fs from 'node:fs';
import path from 'node:path';

/**
 * The lint rules that keep the layers and the feature folders apart (see docs/features.md, "How imports flow", and
 * docs/decisions/0016-layers-and-table-ownership.md):
 * - `layers`: a file imports only its own layer and the layers below it (`LAYERS`).
 * - `entry-points`: a feature is used from outside only through its `index.ts` or `index.server.ts`.
 * - `no-cycles`: no file of `app/` imports, directly or through others, something that imports it back.
 * - `no-feature-loops`: no feature folder uses, directly or through others, a feature that uses it back.
 * - `table-owners`: a feature or a part of `app/shared` writes only the tables it owns (`TABLE_OWNERS`).
 * Type-only imports vanish when the code is built, so the cycle and loop checks leave them out.
 */

/**
 * The layers, lowest first; the first whose folders hold a file is its layer. `app` is what remains of `app/`:
 * routes.ts, root.tsx, entry.server.tsx. Tests (and their fixtures) anywhere are in the top layer.
 */
export const LAYERS = [
  { name: 'app/config', folders: ['app/config/'] },
  { name: 'db', folders: ['db/'] },
  { name: 'app/shared', folders: ['app/shared/'] },
  { name: 'app/features', folders: ['app/features/'] },
  { name: 'app', folders: ['app/'] },
  { name: 'demo', folders: ['demo/'] },
  { name: 'server', folders: ['server/'] },
  { name: 'scripts and tests', folders: ['scripts/', 'tests/'] },
];

/**
 * Who writes each table of db/schema.ts: a feature folder, or a part of app/shared for the tables every feature
 * writes through it. Reads are free; a write from anyone else, with no exception, goes through the owner's entry
 * point.
 */
export const TABLE_OWNERS = {
  members: 'user-management',
  terms: 'officer-terms',
  events: 'events',
  attendance: 'events',
  checkInPassesUsed: 'events',
  eventPoints: 'events',
  broDateGroups: 'bro-dates',
  broDateGroupMembers: 'bro-dates',
  targets: 'spoon-assassins',
  visits: 'admin-overview',
  siteContent: 'site-content',
  siteContentVersions: 'site-content',
  handbookVersions: 'handbooks',
  elections: 'elections',
  electionRaces: 'elections',
  electionNominations: 'elections',
  electionCandidates: 'elections',
  electionBallots: 'elections',
  electionVoters: 'elections',
  auditLog: 'shared/db',
  sessions: 'shared/session',
  media: 'shared/media',
  announcements: 'announcements',
  notifications: 'shared/notify',
  notificationChoices: 'shared/notify',
  noticesSent: 'shared/notify',
  outbox: 'shared/notify',
  pushSubscriptions: 'shared/notify',
  pushOutbox: 'shared/notify',
  calendarFeeds: 'calendar-feed',
};

const SOURCE = /\.(tsx?|jsx?|mjs)$/;
const TEST = /\.(test|spec)\.tsx?$|-fixture\.tsx?$/;
const ENTRY_POINTS = new Set(['index', 'index.server']);
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];
const WRITES = new Set(['insert', 'update', 'delete']);

const relative = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** Where a path sits in the layout, from the project root down. */
function placeOf(root, file) {
  const parts = relative(root, file).split('/');
  if (parts[0] !== 'app') return { zone: 'outside' };
  if (parts[1] === 'features' && parts.length > 2) {
    const rest = parts.slice(3).join('/').replace(SOURCE, '');
    return { zone: 'feature', feature: parts[2], entry: rest === '' || ENTRY_POINTS.has(rest) };
  }
  if (parts[1] === 'shared' || parts[1] === 'config') return { zone: 'shared', part: parts[2] };
  return { zone: 'app' };
}

/** The index in `LAYERS` of a file's layer, or -1 for a file in none (the project's own config files). */
function layerOf(root, file) {
  const rel = relative(root, file);
  if (TEST.test(rel)) return LAYERS.length - 1;
  return LAYERS.findIndex((layer) => layer.folders.some((folder) => rel.startsWith(folder)));
}

function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier.split('?')[0]);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

const isRelative = (specifier) => typeof specifier === 'string' && specifier.startsWith('.');

/** Calls `check(node, specifier, typeOnly)` for every import, re-export, dynamic import and `vi.mock` of a file. */
function visitImports(check) {
  const fromSource = (node) => {
    if (node.source) check(node.source, node.source.value, node.importKind === 'type' || node.exportKind === 'type');
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: (node) => {
      if (node.source.type === 'Literal') check(node.source, node.source.value, false);
    },
    CallExpression: (node) => {
      const callee = node.callee;
      const isMock =
        callee.type === 'MemberExpression' && callee.object.name === 'vi' && callee.property.name === 'mock';
      if (isMock && node.arguments[0]?.type === 'Literal') check(node.arguments[0], node.arguments[0].value, false);
    },
  };
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'A file imports only its own layer and the layers below it.' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = layerOf(root, file);
    if (from < 0) return {};
    return visitImports((node, specifier) => {
      if (!isRelative(specifier)) return;
      const to = layerOf(root, resolveImport(file, specifier));
      if (to <= from) return;
      const order = LAYERS.map((layer) => layer.name).join(' < ');
      context.report({
        node,
        message: `${LAYERS[from].name} must not import ${LAYERS[to].name}, a layer above it (${order}).`,
      });
    });
  },
};

const entryPoints = {
  meta: {
    type: 'problem',
    docs: { description: 'Features use each other only through their entry points.' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = placeOf(root, file);
    return visitImports((node, specifier) => {
      if (!isRelative(specifier)) return;
      const to = placeOf(root, resolveImport(file, specifier));
      if (to.zone !== 'feature' || to.entry) return;
      if (from.zone === 'feature' && from.feature === to.feature) return;
      context.report({
        node,
        message: `Import the ${to.feature} feature through its index.ts or index.server.ts, not its insides.`,
      });
    });
  },
};

/** The value imports of every source file under `dir` but tests, read once per lint run. */
function importGraph(dir) {
  const graph = new Map();
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('+') && entry.name !== 'node_modules') walk(full);
      } else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        const targets = new Set();
        for (const match of text.matchAll(pattern)) {
          if (match[2]) continue;
          const specifier = match[3] ?? match[4];
          if (!/\.(css|svg|png|ics)(\?|$)/.test(specifier)) targets.add(resolveImport(full, specifier));
        }
        graph.set(full, targets);
      }
    }
  };
  walk(dir);
  return graph;
}

/** For each node that is part of a cycle, the cycle's members (Tarjan's strongly connected components). */
function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const componentOf = new Map();
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const cyclic = component.length > 1 || graph.get(node)?.has(node);
      if (cyclic) for (const m of component) componentOf.set(m, new Set(component));
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return componentOf;
}

/** The feature folders each feature folder imports (by value), from the file graph of `app/`. */
function featureGraph(root, files) {
  const graph = new Map();
  for (const [file, targets] of files) {
    const from = placeOf(root, file);
    if (from.zone !== 'feature') continue;
    if (!graph.has(from.feature)) graph.set(from.feature, new Set());
    for (const target of targets) {
      const to = placeOf(root, target);
      if (to.zone === 'feature' && to.feature !== from.feature) graph.get(from.feature).add(to.feature);
    }
  }
  for (const features of [...graph.values()]) for (const f of features) if (!graph.has(f)) graph.set(f, new Set());
  return graph;
}

const analyses = new Map();

/** The file cycles and feature loops of the project at `root`, worked out once per lint run. */
function analysisOf(root) {
  const appDir = path.join(root, 'app');
  if (!analyses.has(root)) {
    const files = importGraph(appDir);
    analyses.set(root, { files: cyclesOf(files), features: cyclesOf(featureGraph(root, files)) });
  }
  return analyses.get(root);
}

const insideApp = (root, file) => file.startsWith(path.join(root, 'app') + path.sep);

const noCycles = {
  meta: { type: 'problem', docs: { description: 'No import cycles in app/.' }, schema: [] },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    if (!insideApp(root, file) || TEST.test(file)) return {};
    const component = analysisOf(root).files.get(file);
    if (!component) return {};
    return visitImports((node, specifier, typeOnly) => {
      if (typeOnly || !isRelative(specifier)) return;
      if (component.has(resolveImport(file, specifier))) {
        const members = [...component].map((m) => relative(root, m)).sort();
        context.report({ node, message: `This import is part of an import cycle: ${members.join(', ')}.` });
      }
    });
  },
};

const noFeatureLoops = {
  meta: { type: 'problem', docs: { description: 'No loop between feature folders.' }, schema: [] },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = placeOf(root, file);
    if (from.zone !== 'feature' || TEST.test(file)) return {};
    const loop = analysisOf(root).features.get(from.feature);
    if (!loop) return {};
    return visitImports((node, specifier, typeOnly) => {
      if (typeOnly || !isRelative(specifier)) return;
      const to = placeOf(root, resolveImport(file, specifier));
      if (to.zone !== 'feature' || to.feature === from.feature || !loop.has(to.feature)) return;
      const members = [...loop].sort().join(', ');
      context.report({
        node,
        message: `The ${from.feature} and ${to.feature} features use each other, directly or through others (loop: ${members}).`,
      });
    });
  },
};

/** Who a file writes as: `bro-dates` for a feature's file, `shared/media` for app/shared/media; else null. */
function writerOf(root, file) {
  const place = placeOf(root, file);
  if (place.zone === 'feature') return place.feature;
  if (place.zone === 'shared' && relative(root, file).startsWith('app/shared/')) return `shared/${place.part}`;
  return null;
}

/** The table a write names: `members`, `schema.members`, or an alias of either imported from db/schema. */
function tableOf(argument, named, namespaces) {
  if (argument?.type === 'Identifier') return named.get(argument.name);
  const member = argument?.type === 'MemberExpression' && argument;
  if (member && member.object.type === 'Identifier' && namespaces.has(member.object.name)) {
    return member.property.type === 'Identifier' ? member.property.name : undefined;
  }
  return undefined;
}

const tableOwners = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature writes only the tables it owns; reads are free.' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const writer = writerOf(root, file);
    if (!writer || TEST.test(file)) return {};
    const schemaFile = path.join(root, 'db', 'schema.ts');
    const named = new Map();
    const namespaces = new Set();
    return {
      ImportDeclaration(node) {
        if (!isRelative(node.source.value) || resolveImport(file, node.source.value) !== schemaFile) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
          if (specifier.type === 'ImportSpecifier') named.set(specifier.local.name, specifier.imported.name);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!WRITES.has(callee.property.name)) return;
        const table = tableOf(node.arguments[0], named, namespaces);
        if (!table) return;
        const owner = TABLE_OWNERS[table];
        if (!owner) {
          context.report({ node, message: `The table ${table} has no owner: add it to TABLE_OWNERS.` });
        } else if (owner !== writer) {
          context.report({
            node,
            message: `${writer} must not write ${table}, which ${owner} owns: ask ${owner} through its entry point.`,
          });
        }
      },
    };
  },
};

const rules = {
  layers,
  'entry-points': entryPoints,
  'no-cycles': noCycles,
  'no-feature-loops': noFeatureLoops,
  'table-owners': tableOwners,
};

/** Every rule of the plugin as an error, for an ESLint config's `rules`. */
export const ALL_RULES = Object.fromEntries(Object.keys(rules).map((name) => [`feature-boundaries/${name}`, 'error']));

export default { rules };
