import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The source tree's imports, as the architecture tests read them. */

export const root = path.resolve(import.meta.dirname, '..');

export function sourceFiles(dir: string): string[] {
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

export type Import = { file: string; spec: string; target: string };

export function importsOf(dir: string): Import[] {
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

export const show = (list: Import[]) => list.map((i) => `${i.file} -> ${i.spec}`);
