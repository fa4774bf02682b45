// Over 300 lines: every architecture rule in one suite, each describe block a rule of docs/architecture.md.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The dependency rules of docs/architecture.md, checked on every import of the source tree:
 * packages import nothing of ours; lib and ui import no feature and not the shell; a feature imports no
 * other feature but its declared dependencies; the server never imports the web app and vice versa.
 */

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  if (statSync(dir).isFile()) return [dir];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(name)) out.push(full);
  }
  return out;
}

type Import = { file: string; spec: string; target: string };

function importsOf(dir: string): Import[] {
  const out: Import[] = [];
  for (const file of sourceFiles(path.join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
    )) {
      // named, dynamic and side-effect imports (a stylesheet of another feature counts too)
      const spec = (m[1] ?? m[2] ?? m[3])!;
      const target = spec.startsWith('.')
        ? path.relative(root, path.resolve(path.dirname(file), spec))
        : spec;
      out.push({ file: path.relative(root, file), spec, target });
    }
  }
  return out;
}

const show = (list: Import[]) => list.map((i) => `${i.file} -> ${i.spec}`);

describe('dependency rules', () => {
  it('packages/domain and packages/contracts import nothing of ours', () => {
    const bad = [...importsOf('packages/domain/src'), ...importsOf('packages/contracts/src')].filter(
      (i) =>
        i.target.startsWith('@course/') ||
        i.target.startsWith('apps/') ||
        /^packages\/(?!domain|contracts)/.test(i.target),
    );
    const crossing = [...importsOf('packages/domain/src')].filter((i) =>
      i.target.startsWith('packages/contracts'),
    );
    expect(show([...bad, ...crossing])).toEqual([]);
  });

  it('web lib and ui import no feature and not the shell', () => {
    const bad = [...importsOf('apps/web/src/lib'), ...importsOf('apps/web/src/ui')].filter((i) =>
      /^apps\/web\/src\/(features|app)\//.test(i.target),
    );
    expect(show(bad)).toEqual([]);
  });

  /**
   * The one-way dependencies between features (docs/architecture.md): learning shows the catalogue's course
   * parts, outline and purchase offer; goods pays through the orders feature's checkout. Nothing else, and
   * never a cycle (catalogue -> orders is the next one expected, once a catalogue page uses an order piece).
   */
  const FEATURE_DEPENDENCIES: Record<string, readonly string[]> = {
    learning: ['catalogue'],
    goods: ['orders'],
    // subscribes to the orders' paid and refunded hooks (order-hooks.ts): first-purchase rewards, reversals;
    // orders never imports growth
    growth: ['orders'],
  };

  it('a feature imports no other feature but its declared dependencies', () => {
    const bad = importsOf('apps/web/src/features').filter((i) => {
      const from = i.file.split('/')[4]!;
      const m = i.target.match(/^apps\/web\/src\/features\/([^/]+)/);
      return m !== null && m[1] !== from && !FEATURE_DEPENDENCIES[from]?.includes(m[1]!);
    });
    expect(show(bad)).toEqual([]);
  });

  it('a feature reaches the app only through app/public', () => {
    const bad = importsOf('apps/web/src/features').filter((i) =>
      /^apps\/web\/src\/app\/(?!public\/)/.test(i.target),
    );
    expect(show(bad)).toEqual([]);
  });

  /**
   * What the app may import of a feature besides its `routes.ts` (docs/architecture.md), each with its reason:
   * the shell mounts learning's audio panel over every page; the landing routes test checks the variants'
   * page itself. (The landing document's own entry, features/landing/standalone.ts, is built by
   * vite.landing.config.ts, not imported.)
   */
  const APP_FEATURE_ENTRIES: readonly (readonly [from: string, to: string])[] = [
    ['apps/web/src/app/app-shell.tsx', 'apps/web/src/features/learning/audio/global-audio-panel'],
    ['apps/web/src/app/landing-routes.test.ts', 'apps/web/src/features/landing/pages/landing-page.tsx'],
  ];

  it('the app imports of a feature only its routes.ts and the listed entries', () => {
    const bad = [...importsOf('apps/web/src/app'), ...importsOf('apps/web/src/main.tsx')].filter((i) => {
      if (!i.target.startsWith('apps/web/src/features/')) return false;
      if (/^apps\/web\/src\/features\/[^/]+\/routes(\.ts)?$/.test(i.target)) return false;
      return !APP_FEATURE_ENTRIES.some(([from, to]) => i.file === from && i.target === to);
    });
    expect(show(bad)).toEqual([]);
  });

  it('server and web never import each other', () => {
    const bad = [
      ...importsOf('apps/server/src').filter((i) => i.target.startsWith('apps/web')),
      ...importsOf('apps/web/src').filter((i) => i.target.startsWith('apps/server')),
    ];
    expect(show(bad)).toEqual([]);
  });
});

describe('the landing engine stays light', () => {
  /** Modules of packages/contracts the engine may load at run time: the ones without zod. */
  const ZOD_FREE_CONTRACTS = ['call-spec', 'landing-calls', 'landing-events'];
  const ALLOWED_LIB = ['request', 'storage', 'platform', 'app-config'];

  it('imports no React, router, antd-mobile, zod or app code, only lib, domain and zod-free contracts', () => {
    const dirs = ['apps/web/src/features/landing/engine'];
    const bad: string[] = [];
    for (const file of [
      ...dirs.flatMap((d) => sourceFiles(path.join(root, d))),
      path.join(root, 'apps/web/src/features/landing/standalone.ts'),
    ]) {
      if (file.endsWith('.test.ts')) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(
        /^(import|export)(\s+type)?\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm,
      )) {
        const typeOnly = Boolean(m[2]);
        const spec = (m[3] ?? m[4])!;
        if (typeOnly) continue;
        const resolved = spec.startsWith('.')
          ? path.relative(root, path.resolve(path.dirname(file), spec))
          : spec;
        const ok =
          spec.startsWith('./') ||
          resolved.startsWith('apps/web/src/features/landing/engine') ||
          spec.startsWith('@course/domain/') ||
          ZOD_FREE_CONTRACTS.some((c) => spec === `@course/contracts/${c}`) ||
          ALLOWED_LIB.some((l) => resolved === `apps/web/src/lib/${l}`);
        if (!ok) bad.push(`${path.relative(root, file)} -> ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the zod-free contract modules and the lib modules it loads import no zod', () => {
    const files = [
      ...ZOD_FREE_CONTRACTS.map((c) => `packages/contracts/src/${c}.ts`),
      ...ALLOWED_LIB.map((l) => `apps/web/src/lib/${l}.ts`),
    ];
    const bad = files.filter((f) => {
      const text = readFileSync(path.join(root, f), 'utf8');
      return (
        /from\s+['"](zod|react|antd-mobile)['"]/.test(text) ||
        /^import\s+(?!type)[^;]*from\s+['"]@course\/contracts\/(?!call-spec|landing-calls|landing-events)/m.test(
          text,
        )
      );
    });
    expect(bad).toEqual([]);
  });
});

describe('server dependency rules', () => {
  const SERVER = 'apps/server/src';
  const SERVICES = `${SERVER}/services`;

  /**
   * The services one service may import (docs/architecture.md); anything else goes through http/, db/,
   * integrations/, cache/ or security/, which every service may import.
   */
  const SERVICE_DEPENDENCIES: Record<string, readonly string[]> = {
    catalogue: [],
    identity: [],
    legal: [],
    messages: [],
    // signs learners up for zero-yuan courses (the catalogue's course-opened message) and shows who is signed in
    landing: ['catalogue', 'identity'],
    // reads the course, its outline (open chapters, progress) and whether the learner owns it
    learning: ['catalogue'],
    // prices courses and packages, grants what was paid for, finds the learner's camp class
    orders: ['catalogue'],
    // sells goods through the order checkout: orders, order lines, freight, the order trail
    goods: ['orders'],
    // subscribes to the orders' paid and refunded hooks (order-hooks.ts): first-purchase rewards, reversals;
    // orders never imports growth
    growth: ['orders'],
  };

  const serviceOf = (file: string) => file.match(/^apps\/server\/src\/services\/([^/]+)\//)?.[1];

  it('every service folder is declared', () => {
    const folders = readdirSync(path.join(root, SERVICES)).filter((n) =>
      statSync(path.join(root, SERVICES, n)).isDirectory(),
    );
    expect(folders.sort()).toEqual(Object.keys(SERVICE_DEPENDENCIES).sort());
  });

  it('a service imports no other service but its declared dependencies', () => {
    const bad = importsOf(SERVICES).filter((i) => {
      const from = serviceOf(i.file)!;
      const to = serviceOf(`${i.target}/`) ?? serviceOf(i.target);
      return to !== undefined && to !== from && !SERVICE_DEPENDENCIES[from]?.includes(to);
    });
    expect(show(bad)).toEqual([]);
  });

  it('the declared service dependencies point one way (no cycle)', () => {
    const cycles = findCycles(new Map(Object.entries(SERVICE_DEPENDENCIES).map(([k, v]) => [k, [...v]])));
    expect(cycles).toEqual([]);
  });

  it('no import cycle among the server files', () => {
    const graph = new Map<string, string[]>();
    for (const file of sourceFiles(path.join(root, SERVER))) graph.set(path.relative(root, file), []);
    for (const i of importsOf(SERVER)) {
      const target = [i.target, `${i.target}.ts`].find((t) => graph.has(t));
      if (target && i.spec.startsWith('.')) graph.get(i.file)!.push(target);
    }
    expect(findCycles(graph)).toEqual([]);
  });

  it('test helpers live in test-support, and only tests import them', () => {
    const misplaced = sourceFiles(path.join(root, SERVICES))
      .map((f) => path.relative(root, f))
      .filter((f) => /(test-helpers|fixtures|test-support)/.test(f));
    const bad = importsOf(SERVER).filter(
      (i) =>
        i.target.startsWith(`${SERVER}/test-support`) &&
        !/\.test\.ts$/.test(i.file) &&
        !i.file.startsWith(`${SERVER}/test-support/`),
    );
    expect([...misplaced, ...show(bad)]).toEqual([]);
  });
});

/**
 * Every elementary cycle of a directed graph, each as 'a -> b -> a' starting at its smallest node: a depth-first
 * search from each node through larger nodes only, so each cycle is found once.
 */
function findCycles(graph: Map<string, string[]>): string[] {
  const nodes = [...graph.keys()].sort();
  const found: string[] = [];
  for (const start of nodes) {
    const path: string[] = [start];
    const onPath = new Set([start]);
    const walk = (node: string) => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) found.push([...path, start].join(' -> '));
        else if (next > start && !onPath.has(next) && graph.has(next)) {
          path.push(next);
          onPath.add(next);
          walk(next);
          path.pop();
          onPath.delete(next);
        }
      }
    };
    walk(start);
  }
  return found;
}

describe('files a reader must scroll through', () => {
  const LIMIT = 300;
  /** Folders whose files are generated or are data kept as written (migrations). */
  const SKIP = ['apps/server/drizzle', 'node_modules', 'dist'];

  function allSources(dir: string): string[] {
    const out: string[] = [];
    for (const name of readdirSync(path.join(root, dir))) {
      const rel = `${dir}/${name}`;
      if (SKIP.some((s) => rel.includes(s)) || name.startsWith('.')) continue;
      if (statSync(path.join(root, rel)).isDirectory()) out.push(...allSources(rel));
      else if (/\.(ts|tsx|css|mjs)$/.test(name)) out.push(rel);
    }
    return out;
  }

  it(`every file over ${LIMIT} lines says at its top why it is one file`, () => {
    const unexplained = ['apps', 'packages', 'e2e', 'bench', 'tests']
      .flatMap((dir) => allSources(dir))
      .filter((file) => {
        const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
        if (lines.length <= LIMIT) return false;
        return !/over 300 lines/i.test(lines.slice(0, 4).join('\n'));
      });
    expect(unexplained).toEqual([]);
  });
});
