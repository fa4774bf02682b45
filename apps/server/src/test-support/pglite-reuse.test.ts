import { beforeAll, describe, expect, it } from 'vitest';
import { migratedPgliteImage, seededPgliteImage } from './database-images.ts';
import { reusablePgliteDatabase } from './pglite-reuse.ts';

type Row = Record<string, unknown>;

async function customersState(database: Awaited<ReturnType<typeof reusablePgliteDatabase>>['database']) {
  if (database.driver !== 'pglite') throw new Error('expected PGlite');
  const rows = await database.client.query<Row>(
    `select count(*)::int as count, coalesce(max(id), 0) as max_id, nextval('customers_id_seq')::int as next_id
       from customers`,
  );
  return rows.rows[0];
}

describe('reused PGlite test databases', () => {
  // this process's images are built once, by whichever suite asks first: a minute on a loaded machine
  beforeAll(async () => {
    await seededPgliteImage();
  }, 120_000);

  it('gives the next suite the same database back in the image’s state: rows, sequences and settings', async () => {
    const first = await reusablePgliteDatabase('seeded', seededPgliteImage);
    if (first.database.driver !== 'pglite') throw new Error('expected PGlite');
    const client = first.database.client;
    const before = await customersState(first.database);
    await client.exec(`
      insert into customers (openid, wechat_type, nickname) values ('left-behind-1', 1, 'x'), ('left-behind-2', 1, 'y');
      delete from customers where id = (select min(id) from customers where openid not like 'left-behind%');
      set timezone = 'America/New_York';`);
    await first.drop();

    const second = await reusablePgliteDatabase('seeded', seededPgliteImage);
    if (second.database.driver !== 'pglite') throw new Error('expected PGlite');
    expect(second.database.client).toBe(client);
    // nextval in customersState moved the sequence once: the state is compared the same way twice
    expect(await customersState(second.database)).toEqual(before);
    const left = await client.query<Row>(
      `select count(*)::int as n from customers where openid like 'left-behind%'`,
    );
    expect(left.rows[0]).toEqual({ n: 0 });
    const zone = await client.query<Row>('show timezone');
    expect(zone.rows[0]?.TimeZone).not.toBe('America/New_York');
    await second.drop();
  });

  it('does not hand on a database whose schema a suite changed, nor one a suite closed', async () => {
    const first = await reusablePgliteDatabase('migrated', migratedPgliteImage);
    if (first.database.driver !== 'pglite') throw new Error('expected PGlite');
    const altered = first.database.client;
    await altered.exec(`create function fail_inserts() returns trigger language plpgsql as $$ begin
        raise exception 'made to fail'; end $$;
      create trigger fail_inserts before insert on customers for each row execute function fail_inserts();`);
    await first.drop();

    const second = await reusablePgliteDatabase('migrated', migratedPgliteImage);
    if (second.database.driver !== 'pglite') throw new Error('expected PGlite');
    expect(second.database.client).not.toBe(altered);
    expect(altered.closed).toBe(true);
    await second.database.client.exec(
      `insert into customers (openid, wechat_type) values ('after-trigger', 1)`,
    );

    await second.database.close();
    await second.drop();
    const third = await reusablePgliteDatabase('migrated', migratedPgliteImage);
    if (third.database.driver !== 'pglite') throw new Error('expected PGlite');
    expect(third.database.client).not.toBe(second.database.client);
    await third.drop();
  });

  it('does not hand on a database left inside a transaction', async () => {
    const first = await reusablePgliteDatabase('migrated', migratedPgliteImage);
    if (first.database.driver !== 'pglite') throw new Error('expected PGlite');
    const open = first.database.client;
    await open.exec('begin; select 1;');
    await first.drop();
    const second = await reusablePgliteDatabase('migrated', migratedPgliteImage);
    if (second.database.driver !== 'pglite') throw new Error('expected PGlite');
    expect(second.database.client).not.toBe(open);
    await second.drop();
  });
});
