import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, root, show, sourceFiles } from './source-imports.ts';

/** The server's dependency rules of docs/architecture.md (services, layers, cycles, test helpers). */

describe('server dependency rules', () => {
  const SERVER = 'apps/server/src';
  const SERVICES = `${SERVER}/services`;

  /**
   * The services one service may import (docs/architecture.md); anything else goes through http/, db/,
   * integrations/, cache/ or security/, which every service may import.
   */
  const SERVICE_DEPENDENCIES: Record<string, readonly string[]> = {
    catalogue: [],
    // the member centre (issue 18): the membership's price percent and the member-only courses (catalogue's
    // membership.ts); the catalogue never imports identity
    identity: ['catalogue'],
    // DISC, info collection and appraisals (issue 18): an appraisal names a course the learner owns
    assessments: ['catalogue'],
    legal: [],
    messages: [],
    // the shell's download, content and reporting calls; reads the learning data's comments through db/schema
    shell: [],
    // signs learners up for zero-yuan courses (the catalogue's course-opened message) and shows who is signed in
    landing: ['catalogue', 'identity'],
    // reads the course, its outline (open chapters, progress) and whether the learner owns it; writes its site
    // messages (course finished, question answered, live booked) through messages/site-messages.ts
    learning: ['catalogue', 'messages'],
    // prices courses and packages, grants what was paid for, finds the learner's camp class
    orders: ['catalogue'],
    // sells goods through the order checkout: orders, order lines, freight, the order trail
    goods: ['orders'],
    // the operator console (issue 17): finance approves refunds through the orders refund path; the template
    // editor publishes through the landing's page-template write path (landing/page-templates.ts)
    // console-ops: complaints are answered through landing/complaints.ts, customer-service messages through
    // messages/customer-feedback.ts, shipping through goods/shipments.ts, withdrawals through growth's review
    // console-courses: course content is written through the catalogue's write path (catalogue/course-writes.ts)
    // console-contests: contest set-up, entry review and the published result through contests/moderation.ts
    console: ['orders', 'landing', 'messages', 'goods', 'growth', 'catalogue', 'contests'],
    // invite rewards (issue 14): subscribes to the orders' paid and refunded hooks (orders/order-hooks.ts) for
    // first-purchase rewards and their reversal; orders never imports growth. A raffle's goods prize is an
    // exchange code of the goods prizes (goods/goods-prizes.ts mintPrizeCode), redeemed on exchange-prize.
    // Learning's section-learned hook (learning/learning-hooks.ts) for the class-task reward; learning never
    // imports growth
    growth: ['orders', 'goods', 'learning'],
    // contests (issue 16): imports no other service; eligibility reads the orders table through db/schema
    contests: [],
    // team buying (issue 15): seats are course orders paid through the orders checkout; subscribes to the
    // orders' paid hook, refunds through the orders refund path; opens the course with catalogue ownership
    // and tells members of their team's outcome through messages/site-messages.ts
    'group-buying': ['orders', 'catalogue', 'messages'],
    // toolIndex / checkToolPermission: whether the learner owns the tool's course (catalogue/ownership.ts)
    tools: ['catalogue'],
    // study tour (issue 18): a booking's deposit and balance are course orders (business code study_tour) paid
    // through the orders checkout; subscribes to the orders' paid and refunded hooks and gives orders its
    // refund rule (orders/order-hooks.ts refundRuleFor); orders never imports study-tour
    'study-tour': ['orders'],
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

  it('the layers under the services import no service (seeds and the sandbox drive services from above)', () => {
    const bad = importsOf(SERVER).filter(
      (i) =>
        /^apps\/server\/src\/(http|cache|security|integrations|db)\//.test(i.file) &&
        !/^apps\/server\/src\/db\/seed/.test(i.file) &&
        !/\.test\.ts$/.test(i.file) &&
        i.target.startsWith(`${SERVICES}/`),
    );
    expect(show(bad)).toEqual([]);
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
