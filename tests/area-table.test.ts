import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The product-area table of docs/architecture.md is the map of the code: every path it names exists, and every
 * feature folder, service folder, contracts file, schema module and e2e spec belongs to exactly one row.
 */

const root = path.resolve(import.meta.dirname, '..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

type AreaRow = { area: string; coming: boolean; cells: string[][] };

function areaRows(): AreaRow[] {
  const start = doc.indexOf('<!-- area-table -->');
  const end = doc.indexOf('<!-- /area-table -->');
  if (start < 0 || end < start) throw new Error('docs/architecture.md has no area table markers');
  return doc
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| area') && !line.startsWith('| ---'))
    .map((line) => {
      const cells = line.split('|').slice(1, -1);
      const area = cells[0]!.replace(/[`*]/g, '').trim();
      return {
        area: area.replace(/\s*\(coming\)$/, ''),
        coming: area.endsWith('(coming)'),
        cells: cells.slice(2).map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)),
      };
    });
}

/** Files matching a path with one `*` in its last segment (e.g. `packages/contracts/src/orders-*.ts`). */
function expand(pattern: string): string[] {
  if (!pattern.includes('*')) return existsSync(path.join(root, pattern)) ? [pattern] : [];
  const dir = path.dirname(pattern);
  const [head, tail] = path.basename(pattern).split('*') as [string, string];
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir))
    .filter((name) => name.startsWith(head) && name.endsWith(tail))
    .map((name) => `${dir}/${name}`);
}

const listDirs = (dir: string) =>
  readdirSync(path.join(root, dir)).filter((name) => statSync(path.join(root, dir, name)).isDirectory());
const listFiles = (dir: string, ext: string) =>
  readdirSync(path.join(root, dir)).filter((name) => name.endsWith(ext));

describe('the product-area table', () => {
  const rows = areaRows();

  it('lists the areas of the product and the coming families, each once', () => {
    const names = rows.map((row) => row.area);
    expect(new Set(names).size).toBe(names.length);
    for (const area of [
      'landing',
      'identity',
      'catalogue',
      'learning',
      'orders',
      'goods',
      'messages',
      'legal',
      'growth',
      'console',
      'group-buying',
      'tools',
      'study-tour',
      'contests',
    ]) {
      expect(names).toContain(area);
    }
    // every family of the spec has its row built (and, since commentVoice, every route its page)
    expect(rows.filter((row) => row.coming).map((row) => row.area)).toEqual([]);
  });

  it('every path of a built area exists (a pattern matches at least one file)', () => {
    const missing = rows
      .filter((row) => !row.coming)
      .flatMap((row) => row.cells.flat().filter((p) => p.includes('/') && expand(p).length === 0));
    expect(missing).toEqual([]);
  });

  it('every web feature, server service, schema module, contracts file and e2e spec belongs to one row', () => {
    const claimed = new Map<string, string[]>();
    // a coming area may already have some of its folders (its server part first, say): they are its own
    for (const row of rows) {
      for (const p of row.cells.flat().filter((c) => c.includes('/'))) {
        for (const file of expand(p)) claimed.set(file, [...(claimed.get(file) ?? []), row.area]);
      }
    }
    const owners = (p: string) => claimed.get(p) ?? [];
    const all = [
      ...listDirs('apps/web/src/features').map((d) => `apps/web/src/features/${d}/`),
      ...listDirs('apps/server/src/services').map((d) => `apps/server/src/services/${d}/`),
      ...listFiles('apps/server/src/db/schema', '.ts')
        .filter((f) => f !== 'index.ts' && f !== 'foundation.ts')
        .map((f) => `apps/server/src/db/schema/${f}`),
      ...listFiles('packages/contracts/src', '.ts')
        .filter((f) => !INFRASTRUCTURE_CONTRACTS.includes(f) && !f.endsWith('.test.ts'))
        .map((f) => `packages/contracts/src/${f}`),
      ...listFiles('e2e/specs', '.spec.ts')
        .filter((f) => !CROSS_AREA_SPECS.some((prefix) => f.startsWith(prefix)))
        .map((f) => `e2e/specs/${f}`),
    ];
    const unowned = all.filter((p) => owners(p).length === 0);
    const twice = all.filter((p) => owners(p).length > 1).map((p) => `${p}: ${owners(p).join(', ')}`);
    expect({ unowned, twice }).toEqual({ unowned: [], twice: [] });
  });
});

/** Contracts files that are the contracts package itself, not an area (docs/architecture.md lists them). */
const INFRASTRUCTURE_CONTRACTS = ['all-calls.ts', 'call-spec.ts', 'define-call.ts'];
/** e2e specs that walk several areas on purpose (journeys, security, Beijing time), and the suite's own isolation. */
const CROSS_AREA_SPECS = ['learner-', 'security-', 'beijing-time', 'test-isolation'];
