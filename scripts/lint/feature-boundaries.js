import fs from 'node:fs';
import path from 'node:path';

/**
 * Two lint rules that keep the feature folders apart (see docs/features.md):
 * - `feature-boundaries/entry-points`: a feature's files import their own feature, `app/shared`, `app/config` and `db`;
 *   any other feature only through its entry points (`index.ts` for what the browser may load, `index.server.ts` for
 *   the server). `app/shared` and `app/config` import no feature at all.
 * - `feature-boundaries/no-cycles`: no file imports, directly or through others, something that imports it back.
 *   Type-only imports are left out: they vanish when the code is built.
 */

const SOURCE = /\.(tsx?|jsx?|mjs)$/;
const ENTRY_POINTS = new Set(['index', 'index.server']);
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/** Where a path sits in the layout, from the project root down. */
function placeOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] !== 'app') return { zone: 'outside' };
  if (parts[1] === 'features' && parts.length > 2) {
    const rest = parts.slice(3).join('/').replace(SOURCE, '');
    return { zone: 'feature', feature: parts[2], entry: rest === '' || ENTRY_POINTS.has(rest) };
  }
  if (parts[1] === 'shared' || parts[1] === 'config') return { zone: 'shared' };
  return { zone: 'app' };
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

const entryPoints = {
  meta: {
    type: 'problem',
    docs: { description: 'Features use each other only through their entry points; shared code uses no feature.' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = placeOf(root, file);
    return visitImports((node, specifier) => {
      if (!isRelative(specifier)) return;
      const to = placeOf(root, resolveImport(file, specifier));
      if (to.zone !== 'feature') return;
      if (from.zone === 'feature' && from.feature === to.feature) return;
      if (from.zone === 'shared') {
        context.report({ node, message: `Shared code must not import the ${to.feature} feature.` });
      } else if (!to.entry) {
        context.report({
          node,
          message: `Import the ${to.feature} feature through its index.ts or index.server.ts, not its insides.`,
        });
      }
    });
  },
};

/** The value imports of every source file under `dir`, read once per lint run. */
function importGraph(dir) {
  const graph = new Map();
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('+') && entry.name !== 'node_modules') walk(full);
      } else if (SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
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

/** For each file that is part of a cycle, the cycle's members (Tarjan's strongly connected components). */
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

const cachedCycles = new Map();

const noCycles = {
  meta: { type: 'problem', docs: { description: 'No import cycles in app/.' }, schema: [] },
  create(context) {
    const root = context.cwd;
    const appDir = path.join(root, 'app');
    const file = context.filename;
    if (!file.startsWith(appDir + path.sep) || !fs.existsSync(appDir)) return {};
    if (!cachedCycles.has(appDir)) cachedCycles.set(appDir, cyclesOf(importGraph(appDir)));
    const component = cachedCycles.get(appDir).get(file);
    if (!component) return {};
    return visitImports((node, specifier, typeOnly) => {
      if (typeOnly || !isRelative(specifier)) return;
      if (component.has(resolveImport(file, specifier))) {
        const members = [...component].map((m) => path.relative(root, m)).sort();
        context.report({ node, message: `This import is part of an import cycle: ${members.join(', ')}.` });
      }
    });
  },
};

export default { rules: { 'entry-points': entryPoints, 'no-cycles': noCycles } };
