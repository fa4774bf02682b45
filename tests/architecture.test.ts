import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The dependency rules of docs/architecture.md, checked on every import of the source tree:
 * packages import nothing of ours; lib and ui import no feature and not the shell; a feature imports no
 * other feature but its declared dependencies; the server never imports the web app and vice versa.
 */

import { importsOf, root, show, sourceFiles } from './source-imports.ts';

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
    // team buying (issue 15) pays a seat's order through the orders checkout, pay-method list and pay flow
    'group-buying': ['orders'],
    // the study tour (issue 18) pays a booking's deposit and balance orders through the orders checkout
    'study-tour': ['orders'],
    // the chronic-disease programme (issue 19) plays a catalogue course's sections through the learning
    // feature's players and progress reporting instead of a second course engine
    tools: ['learning'],
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

  it('the console (apps/admin) reaches the web app only for the landing engine it previews with, never the server', () => {
    // the editor's phone draws with the learners' landing engine (renderLayout, the marquee, landing.css)
    const bad = importsOf('apps/admin/src').filter(
      (i) =>
        i.target.startsWith('apps/server') ||
        (i.target.startsWith('apps/web') && !i.target.startsWith('apps/web/src/features/landing/engine/')),
    );
    expect(show(bad)).toEqual([]);
    expect(
      importsOf('apps/admin/src').some((i) => i.target.startsWith('apps/web/src/features/landing/engine/')),
    ).toBe(true);
  });

  it('every e2e spec takes `test` from support/fixtures.ts (a new tab per test on the reused context)', () => {
    const specs = readdirSync(path.join(root, 'e2e/specs')).filter((name) => name.endsWith('.spec.ts'));
    const bad = specs.filter((name) => {
      const text = readFileSync(path.join(root, 'e2e/specs', name), 'utf8');
      // every value import from '@playwright/test' (type imports cannot bring `test`)
      return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/g)].some((m) =>
        /(^|[\s,])test([\s,]|$)/.test(m[1]!),
      );
    });
    expect(specs.length).toBeGreaterThan(40);
    expect(bad).toEqual([]);
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
