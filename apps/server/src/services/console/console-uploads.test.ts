import { consoleClassUpdate } from '@course/contracts/console-camps';
import { CONSOLE_UPLOAD_PATH } from '@course/contracts/console-templates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, classes, staff } from '../../db/schema/index.ts';
import { consoleInject } from '../../test-support/console-client.ts';
import { type FakeS3, fakeS3Config, startFakeS3 } from '../../test-support/contest-helpers.ts';
import { envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { createStaffSession } from './staff-sessions.ts';

/**
 * The console's image upload (template images, class group QRs) goes through the upload port like the course
 * media: with UPLOAD_STORE=s3 the image lands in the bucket (here a fake S3 server) and its address is the
 * bucket's, never the data folder. The local folder is covered by console-templates.test.ts.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(bytes: Buffer) {
  const boundary = '----console-upload-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="qr.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('console image upload through the upload port (S3 adapter)', () => {
  let t: TestApp;
  let testDb: TestDatabase;
  let s3: FakeS3;
  beforeAll(async () => {
    testDb = await createTestDatabase({ name: 'pglite', available: true }, { seeded: true });
    s3 = await startFakeS3('console');
    t = await buildTestApp(testDb.database, { uploads: fakeS3Config(s3) });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await testDb?.drop();
  });

  it('an operator uploads a group QR: stored in the bucket, usable as the class QR, audited', async () => {
    const db = testDb.database.db;
    const [op] = await db
      .insert(staff)
      .values({ login: 'up_op', role: 'operator', passwordHash: 'x' })
      .returning();
    const session = await createStaffSession(db, op!.id, new Date());
    const { payload, contentType } = multipart(PNG);
    const response = await t.app.inject({
      method: 'POST',
      url: CONSOLE_UPLOAD_PATH,
      headers: {
        'content-type': contentType,
        cookie: `console_session=${session.token}`,
        'x-csrf-token': session.csrfToken,
      },
      payload,
    });
    const body = envelopeOf(response);
    expect(body.code).toBe(0);
    const url = (body.data as { url: string }).url;
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/console/console/[0-9a-f]{32}\\.png$`));
    const stored = await fetch(url);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG)).toBe(true);

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'upload.image'));
    expect(audit).toMatchObject({ staffId: op!.id, targetType: 'upload' });
    expect(audit!.targetId).toMatch(/^console\/[0-9a-f]{32}\.png$/);

    const [cls] = await db.select().from(classes).limit(1);
    const updated = envelopeOf(
      await consoleInject(
        t.app,
        consoleClassUpdate,
        { classId: cls!.id, groupQrUrl: url },
        { token: session.token, csrf: session.csrfToken },
      ),
    );
    expect(updated).toMatchObject({ code: 0, data: { class: { groupQrUrl: url } } });
  });
});
