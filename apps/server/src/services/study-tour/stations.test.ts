import { studyTourBook } from '@course/contracts/study-tour-booking';
import {
  stationCheckIn,
  stationDetail,
  stationList,
  stationNoteSave,
} from '@course/contracts/study-tour-stations';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { studyTourStationCheckIns, studyTours } from '../../db/schema/index.ts';
import { payOnCashier, paySeat } from '../../test-support/group-buying-helpers.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/**
 * The stations of a study tour (issue 18) on PGlite and PostgreSQL: the seeded stations in order for anyone;
 * check-ins and notes only with a paid deposit; concurrent check-ins make one.
 */
describeEachDatabase('study tour stations', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let tourId: number;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    const [tour] = await t.database.db
      .select()
      .from(studyTours)
      .where(eq(studyTours.code, 'xian-calligraphy'));
    tourId = tour!.id;
  });
  afterAll(async () => t?.close());

  it('lists the stations in order; the tools need a paid booking; concurrent check-ins make one', async () => {
    const who = await t.newCustomer();
    const list = await call(t.app, stationList, { token: who.token, body: { tourId } });
    expect(list.code).toBe(0);
    expect(list.data.stations.map((s) => s.sort)).toEqual([1, 2, 3, 4]);
    expect(list.data.stations[0]!.videoUrl).toMatch(/\.m3u8\?from=\d+$/);
    expect(list.data.canCheckIn).toBe(false);
    const first = list.data.stations[0]!.id;

    const refused = await call(t.app, stationCheckIn, { token: who.token, body: { stationId: first } });
    expect(refused.code).toBe(ResponseCode.stationNeedsBooking);
    const noteRefused = await call(t.app, stationNoteSave, {
      token: who.token,
      body: { stationId: first, content: '碑林的字真好看' },
    });
    expect(noteRefused.code).toBe(ResponseCode.stationNeedsBooking);

    // booked, deposit unpaid: still closed; deposit paid: open
    const booked = await call(t.app, studyTourBook, { token: who.token, body: { tourId, agreed: true } });
    expect(booked.code).toBe(0);
    expect((await call(t.app, stationCheckIn, { token: who.token, body: { stationId: first } })).code).toBe(
      ResponseCode.stationNeedsBooking,
    );
    await payOnCashier(t, (await paySeat(t, who.token, booked.data.orderNo))!);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, stationCheckIn, { token: who.token, body: { stationId: first } }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0, 0, 0]);
    expect(answers.filter((a) => a.data.firstTime)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(studyTourStationCheckIns)
      .where(
        and(
          eq(studyTourStationCheckIns.stationId, first),
          eq(studyTourStationCheckIns.customerId, who.customerId),
        ),
      );
    expect(rows).toHaveLength(1);

    const note = await call(t.app, stationNoteSave, {
      token: who.token,
      body: { stationId: first, content: '  开营课上学了永字八法  ' },
    });
    expect(note).toMatchObject({ code: 0, data: { content: '开营课上学了永字八法' } });
    const detail = await call(t.app, stationDetail, { token: who.token, body: { stationId: first } });
    expect(detail.data).toMatchObject({
      canCheckIn: true,
      prevId: null,
      stationCount: 4,
      station: { checkedIn: true },
      notes: [{ content: '开营课上学了永字八法' }],
    });
    expect(detail.data.nextId).toBe(list.data.stations[1]!.id);
    // another learner does not see these notes
    const other = await t.newCustomer();
    const theirs = await call(t.app, stationDetail, { token: other.token, body: { stationId: first } });
    expect(theirs.data.notes).toEqual([]);
    expect(theirs.data.station).toMatchObject({ checkedIn: false, checkInCount: 1 });
  });
});
