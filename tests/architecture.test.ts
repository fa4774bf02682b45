import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The dependency rules of docs/architecture.md, checked on every import of the source tree:
 * packages import nothing of ours; lib and ui import no feature and not the shell; a feature imports no
 * other feature; the server never imports the web app and vice versa.
 */

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
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
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      const spec = (m[1] ?? m[2])!;
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

  it('a feature imports no other feature', () => {
    const bad = importsOf('apps/web/src/features').filter((i) => {
      const from = i.file.split('/')[4];
      const m = i.target.match(/^apps\/web\/src\/features\/([^/]+)/);
      return m !== null && m[1] !== from;
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
