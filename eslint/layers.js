import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Module boundaries the linter enforces: the layers inside each service, and no import cycles
 * anywhere in the code. Both read imports through one small resolver of our own (relative paths
 * and the workspace's packages), so they cost one scan per file rather than a full type-aware
 * resolution; the rules are written out in docs/architecture.md ("The shape of a service").
 */
const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const CODE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const rel = (file) => path.relative(ROOT, file);

// ---------------------------------------------------------------------------------------------
// Resolving an import to a file of this repository (null: a package from npm, or not code).

/** The workspace packages by name, with their `exports` read for the source (`default`) condition. */
const WORKSPACES = new Map(
  ['packages', 'services', 'web'].flatMap((group) =>
    fs.readdirSync(path.join(ROOT, group), { withFileTypes: true }).flatMap((entry) => {
      const dir = path.join(ROOT, group, entry.name);
      const manifest = path.join(dir, 'package.json');
      if (!entry.isDirectory() || !fs.existsSync(manifest)) return [];
      const { name, exports } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      return [[name, { dir, exports: exports ?? {} }]];
    }),
  ),
);

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

function resolveFile(base) {
  // NodeNext sources import `./x.js` for `./x.ts`.
  const swapped = base.replace(/\.(m?)jsx?$/, (_, m) => `.${m}ts`);
  if (!CODE.test(base) && path.extname(base) && isFile(base)) return null; // a stylesheet, an image
  const candidates = [
    swapped,
    swapped.replace(/\.ts$/, '.tsx'),
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => CODE.test(file) && isFile(file)) ?? null;
}

function exportTarget(exports, subpath) {
  const pick = (entry, star = '') => {
    const target = typeof entry === 'string' ? entry : (entry?.default ?? entry?.import);
    return typeof target === 'string' ? target.replace('*', star) : null;
  };
  if (typeof exports === 'string') return subpath === '.' ? exports : null;
  if (exports[subpath]) return pick(exports[subpath]);
  for (const [key, entry] of Object.entries(exports)) {
    const [head, tail] = key.split('*');
    if (tail !== undefined && subpath.startsWith(head) && subpath.endsWith(tail)) {
      return pick(entry, subpath.slice(head.length, subpath.length - tail.length));
    }
  }
  return null;
}

const resolved = new Map();
function resolveImport(fromFile, specifier) {
  const spec = specifier.split('?')[0];
  const key = spec.startsWith('.') ? `${path.dirname(fromFile)}\0${spec}` : spec;
  if (resolved.has(key)) return resolved.get(key);
  let file = null;
  if (spec.startsWith('.')) {
    file = resolveFile(path.resolve(path.dirname(fromFile), spec));
  } else {
    const parts = spec.split('/');
    const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const workspace = WORKSPACES.get(name);
    const target = workspace && exportTarget(workspace.exports, `.${spec.slice(name.length)}`);
    if (target) file = resolveFile(path.resolve(workspace.dir, target));
  }
  resolved.set(key, file);
  return file;
}

// ---------------------------------------------------------------------------------------------
// No cycles: the import graph (type-only and dynamic imports included) has no loop.

const edges = new Map();
/** The files `file` imports, read with TypeScript's import scanner (no parse, no type check). */
function importsOf(file) {
  if (!edges.has(file)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(file, fileName))
      .filter((target) => target && !target.includes(`${path.sep}node_modules${path.sep}`));
    edges.set(file, [...new Set(targets)]);
  }
  return edges.get(file);
}

/** Strongly connected components (Tarjan, iterative), filled in as files are linted. */
const component = new Map();
const order = new Map();
const low = new Map();
let counter = 0;

// A long-lived process (an editor's ESLint server) would keep yesterday's graph: start again
// once it is older than one command-line run takes.
let readAt = Date.now();
function forgetIfOld() {
  if (Date.now() - readAt < 30_000) return;
  for (const cache of [resolved, edges, component, order, low]) cache.clear();
  readAt = Date.now();
}
function componentOf(start) {
  if (component.has(start)) return component.get(start);
  const stack = [];
  const onStack = new Set();
  const visit = (file) => {
    order.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    return { file, next: importsOf(file), i: 0 };
  };
  const frames = [visit(start)];
  while (frames.length) {
    const frame = frames[frames.length - 1];
    if (frame.i < frame.next.length) {
      const target = frame.next[frame.i++];
      if (!order.has(target)) frames.push(visit(target));
      else if (onStack.has(target)) low.set(frame.file, Math.min(low.get(frame.file), order.get(target)));
      continue;
    }
    frames.pop();
    if (frames.length) {
      const parent = frames[frames.length - 1].file;
      low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
    }
    if (low.get(frame.file) === order.get(frame.file)) {
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.set(member, frame.file);
      } while (member !== frame.file);
    }
  }
  return component.get(start);
}

/** The shortest way back from `from` to `to` inside their component, for the message. */
function pathBack(from, to) {
  const scc = component.get(to);
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const file = queue.shift();
    if (file === to) break;
    for (const next of importsOf(file)) {
      if (!previous.has(next) && component.get(next) === scc) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  const route = [];
  for (let file = to; file; file = previous.get(file)) route.unshift(path.basename(file));
  return route;
}

const sourcesOf = (node) => (node.source?.type === 'Literal' ? [node.source] : []);
const IMPORT_NODES = [
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'ImportExpression',
];

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles, type-only and dynamic imports included.' },
    messages: {
      cycle:
        'Import cycle: {{route}}. Move what both sides need into a module of its own that imports neither.',
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    forgetIfOld();
    const check = (node) => {
      for (const source of sourcesOf(node)) {
        const target = resolveImport(file, String(source.value));
        if (!target || target === file) continue;
        if (componentOf(file) !== componentOf(target)) continue;
        const route = [path.basename(file), ...pathBack(target, file)].join(' → ');
        context.report({ node: source, messageId: 'cycle', data: { route } });
      }
    };
    return Object.fromEntries(IMPORT_NODES.map((type) => [type, check]));
  },
};

// ---------------------------------------------------------------------------------------------
// Layers inside a service (services/<name>/src of every service with a `domain/` folder), as
// docs/architecture.md writes them out: a route or a consumer reaches data only through a use case,
// the rules stay pure, and nothing but the composition root (src/*.ts) imports the edge. `publish`
// is events/*-events.ts (the service's event builders); the rest of events/ consumes.

const TIER_OF_FOLDER = {
  domain: 'domain',
  store: 'store',
  index: 'store',
  presence: 'store',
  calls: 'store',
  media: 'store',
  payments: 'store',
  activity: 'store',
  seed: 'store',
  app: 'app',
  events: 'consume',
  jobs: 'consume',
  http: 'edge',
  socket: 'edge',
  cli: 'root',
};

/** What each tier may import at run time, and what it may only name as a type. */
const ALLOWED = {
  domain: { values: ['domain', 'config'], types: ['store'] },
  store: { values: ['store', 'domain', 'config'], types: [] },
  app: { values: ['app', 'domain', 'store', 'publish', 'config'], types: [] },
  publish: { values: ['publish', 'domain', 'config'], types: ['store'] },
  consume: { values: ['consume', 'publish', 'app', 'domain', 'config'], types: ['store'] },
  edge: { values: ['edge', 'app', 'domain', 'config'], types: [] },
};
/** The bus tables a consumer hands to the kit's inbox: the one value it takes from the store. */
const BUS_TABLES = { file: 'store/schema.ts', names: ['platform'] };

const SERVICES = path.join(ROOT, 'services');
const layered = new Map();
const isLayered = (service) => {
  if (!layered.has(service))
    layered.set(service, fs.existsSync(path.join(SERVICES, service, 'src', 'domain')));
  return layered.get(service);
};

/** Where a file sits: its service, its tier, and its path inside src/. */
function placeOf(file) {
  const inside = path.relative(SERVICES, file).split(path.sep);
  if (inside[0] === '..' || inside[1] !== 'src' || !isLayered(inside[0])) return null;
  const within = inside.slice(2).join('/');
  if (inside.length === 3)
    return { service: inside[0], tier: within === 'config.ts' ? 'config' : 'root', within };
  const folder = inside[2];
  let tier = TIER_OF_FOLDER[folder] ?? 'unknown';
  if (folder === 'events' && inside.length === 4 && /-events\.ts$/.test(inside[3])) tier = 'publish';
  return { service: inside[0], tier, within, folder };
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type'));

const valueNames = (node) =>
  node.type === 'ImportDeclaration'
    ? node.specifiers.filter((s) => s.importKind !== 'type').map((s) => s.imported?.name ?? '*')
    : ['*'];

const layerEdges = {
  meta: {
    type: 'problem',
    docs: { description: "Imports inside a service follow its layers' allowed edges." },
    messages: {
      edge: '{{from}} may not import {{to}} ({{target}}): {{why}}',
      unknown:
        'src/{{folder}}/ is in no layer: add it to a tier in eslint/layers.js (and to the table in docs/architecture.md).',
      otherService: "A service never imports another service's source ({{target}}): use its events or API.",
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const here = path.isAbsolute(file) ? placeOf(file) : null;
    if (!here || here.tier === 'root' || here.tier === 'config') return {};
    if (here.tier === 'unknown') {
      return {
        Program: (node) => context.report({ node, messageId: 'unknown', data: { folder: here.folder } }),
      };
    }
    const allowed = ALLOWED[here.tier];
    const check = (node) => {
      for (const source of sourcesOf(node)) {
        const target = resolveImport(file, String(source.value));
        if (!target?.startsWith(SERVICES + path.sep)) continue;
        const there = placeOf(target);
        if (!there) continue;
        if (there.service !== here.service) {
          context.report({ node: source, messageId: 'otherService', data: { target: rel(target) } });
          continue;
        }
        if (allowed.values.includes(there.tier)) continue;
        if (typeOnly(node) && allowed.types.includes(there.tier)) continue;
        if (
          here.tier === 'consume' &&
          there.within === BUS_TABLES.file &&
          valueNames(node).every((name) => BUS_TABLES.names.includes(name))
        ) {
          continue;
        }
        const why =
          there.tier === 'edge' || there.tier === 'root'
            ? 'only the composition root (src/*.ts) imports it'
            : here.tier === 'consume' && there.tier === 'store'
              ? 'call a use case (app/) for data; from the store a consumer takes only types and `platform`'
              : allowed.types.includes(there.tier)
                ? 'only `import type` of its row and port types'
                : `${here.tier} imports only ${allowed.values.join(', ')}`;
        context.report({
          node: source,
          messageId: 'edge',
          data: { from: `${here.tier} (${here.within})`, to: there.tier, target: there.within, why },
        });
      }
    };
    return Object.fromEntries(IMPORT_NODES.map((type) => [type, check]));
  },
};

const plugin = { rules: { 'no-cycle': noCycle, 'layer-edges': layerEdges } };

export default [
  {
    files: ['{services,packages,web,scripts}/**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'mawadda-layers': plugin },
    rules: { 'mawadda-layers/no-cycle': 'error' },
  },
  {
    files: ['services/*/src/**/*.ts'],
    plugins: { 'mawadda-layers': plugin },
    rules: { 'mawadda-layers/layer-edges': 'error' },
  },
];
