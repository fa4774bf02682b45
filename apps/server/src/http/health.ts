import type { FastifyInstance } from 'fastify';

/** Liveness says the process answers; readiness says its database and store answer too. */
export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const checks: Record<string, string> = {};
    let ready = true;
    for (const [name, ping] of [
      ['database', () => app.deps.database.ping()],
      ['store', () => app.deps.kv.ping()],
    ] as const) {
      try {
        await ping();
        checks[name] = 'ok';
      } catch (error) {
        ready = false;
        checks[name] = error instanceof Error ? error.message : 'failed';
      }
    }
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
