import type {
  stationCheckIn,
  stationDetail,
  stationList,
  stationNoteSave,
  TStation,
} from '@course/contracts/study-tour-stations';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  studyTourBookings,
  studyTourStationCheckIns,
  studyTourStationNotes,
  studyTourStations,
  studyTours,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';

/**
 * The stations of a study tour (研学站点, issue 18): readable by every visitor; check-ins and notes for a learner
 * whose booking of the tour has its deposit (or the whole price) paid. A check-in happens once per learner and
 * station (a unique key: repeated or concurrent taps make one).
 */

type StationRow = typeof studyTourStations.$inferSelect;

/** Bookings that hold a place with money paid: the learner is on the tour. */
const PAID_STATUSES = ['deposit_paid', 'paid'] as const;

async function tourOf(db: AppDb, tourId: number) {
  const [tour] = await db
    .select({ id: studyTours.id, title: studyTours.title, city: studyTours.city })
    .from(studyTours)
    .where(eq(studyTours.id, tourId))
    .limit(1);
  if (!tour) throw notFound('研学');
  return tour;
}

/** Whether the learner holds a paid booking of the tour. */
export async function isOnTour(db: AppDb, customerId: number | null, tourId: number): Promise<boolean> {
  if (customerId === null) return false;
  const [row] = await db
    .select({ id: studyTourBookings.id })
    .from(studyTourBookings)
    .where(
      and(
        eq(studyTourBookings.tourId, tourId),
        eq(studyTourBookings.customerId, customerId),
        inArray(studyTourBookings.status, [...PAID_STATUSES]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function stationViews(db: AppDb, rows: StationRow[], customerId: number | null): Promise<TStation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({ stationId: studyTourStationCheckIns.stationId, n: count() })
    .from(studyTourStationCheckIns)
    .where(inArray(studyTourStationCheckIns.stationId, ids))
    .groupBy(studyTourStationCheckIns.stationId);
  const mine =
    customerId === null
      ? []
      : await db
          .select({ stationId: studyTourStationCheckIns.stationId, at: studyTourStationCheckIns.createdAt })
          .from(studyTourStationCheckIns)
          .where(
            and(
              inArray(studyTourStationCheckIns.stationId, ids),
              eq(studyTourStationCheckIns.customerId, customerId),
            ),
          );
  const countOf = new Map(counts.map((c) => [c.stationId, Number(c.n)]));
  const mineOf = new Map(mine.map((m) => [m.stationId, m.at.getTime()]));
  return rows.map((r) => ({
    id: r.id,
    tourId: r.tourId,
    sort: r.sort,
    name: r.name,
    place: r.place,
    intro: r.intro,
    tasks: r.tasks,
    arrivesAt: r.arrivesAt.getTime(),
    videoTitle: r.videoTitle,
    videoUrl: r.videoUrl,
    checkedIn: mineOf.has(r.id),
    checkedInAt: mineOf.get(r.id) ?? null,
    checkInCount: countOf.get(r.id) ?? 0,
  }));
}

const stationsOfTour = (db: AppDb, tourId: number) =>
  db
    .select()
    .from(studyTourStations)
    .where(eq(studyTourStations.tourId, tourId))
    .orderBy(asc(studyTourStations.sort), asc(studyTourStations.id));

/** The stations of a tour in order. */
export async function stationListOf(
  db: AppDb,
  input: CallInput<typeof stationList> & { customerId: number | null },
) {
  const tour = await tourOf(db, input.tourId);
  const rows = await stationsOfTour(db, tour.id);
  return {
    tourId: tour.id,
    tourTitle: tour.title,
    city: tour.city,
    stations: await stationViews(db, rows, input.customerId),
    canCheckIn: await isOnTour(db, input.customerId, tour.id),
  };
}

async function stationRow(db: AppDb, stationId: number): Promise<StationRow> {
  const [row] = await db.select().from(studyTourStations).where(eq(studyTourStations.id, stationId)).limit(1);
  if (!row) throw notFound('站点');
  return row;
}

async function notesOf(db: AppDb, stationId: number, customerId: number | null) {
  if (customerId === null) return [];
  const rows = await db
    .select()
    .from(studyTourStationNotes)
    .where(
      and(eq(studyTourStationNotes.stationId, stationId), eq(studyTourStationNotes.customerId, customerId)),
    )
    .orderBy(desc(studyTourStationNotes.createdAt), desc(studyTourStationNotes.id))
    .limit(50);
  return rows.map((n) => ({ id: n.id, content: n.content, createdAt: n.createdAt.getTime() }));
}

/** One station, its neighbours in the tour and the learner's notes there. */
export async function stationDetailOf(
  db: AppDb,
  input: CallInput<typeof stationDetail> & { customerId: number | null },
) {
  const row = await stationRow(db, input.stationId);
  const tour = await tourOf(db, row.tourId);
  const all = await stationsOfTour(db, tour.id);
  const index = all.findIndex((s) => s.id === row.id);
  const [station] = await stationViews(db, [row], input.customerId);
  return {
    station: station!,
    tourTitle: tour.title,
    stationCount: all.length,
    prevId: all[index - 1]?.id ?? null,
    nextId: all[index + 1]?.id ?? null,
    canCheckIn: await isOnTour(db, input.customerId, tour.id),
    notes: await notesOf(db, row.id, input.customerId),
  };
}

async function assertOnTour(db: AppDb, customerId: number, tourId: number): Promise<void> {
  if (!(await isOnTour(db, customerId, tourId)))
    throw new AppError(ResponseCode.stationNeedsBooking, '报名研学并支付定金后才能在站点打卡和记笔记');
}

/** Checks the learner in at a station once; a second check-in answers the first one's time. */
export async function checkInAtStation(
  db: AppDb,
  input: CallInput<typeof stationCheckIn> & { customerId: number; now: Date },
) {
  const row = await stationRow(db, input.stationId);
  await assertOnTour(db, input.customerId, row.tourId);
  const inserted = await db
    .insert(studyTourStationCheckIns)
    .values({ stationId: row.id, customerId: input.customerId, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ at: studyTourStationCheckIns.createdAt });
  const [mine] = await db
    .select({ at: studyTourStationCheckIns.createdAt })
    .from(studyTourStationCheckIns)
    .where(
      and(
        eq(studyTourStationCheckIns.stationId, row.id),
        eq(studyTourStationCheckIns.customerId, input.customerId),
      ),
    )
    .limit(1);
  const [total] = await db
    .select({ n: count() })
    .from(studyTourStationCheckIns)
    .where(eq(studyTourStationCheckIns.stationId, row.id));
  return {
    checkedInAt: mine!.at.getTime(),
    firstTime: inserted.length > 0,
    checkInCount: Number(total?.n ?? 0),
  };
}

/** Saves a note of the learner at a station. */
export async function saveStationNote(
  db: AppDb,
  input: CallInput<typeof stationNoteSave> & { customerId: number; now: Date },
) {
  const row = await stationRow(db, input.stationId);
  await assertOnTour(db, input.customerId, row.tourId);
  const [note] = await db
    .insert(studyTourStationNotes)
    .values({ stationId: row.id, customerId: input.customerId, content: input.content, createdAt: input.now })
    .returning();
  return { id: note!.id, content: note!.content, createdAt: note!.createdAt.getTime() };
}
