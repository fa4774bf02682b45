import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { beijingPickerValue } from '../../components/beijing-time';
import { classEditChanges } from './class-edit';

const row = {
  id: 7,
  capacity: 200,
  groupQrUrl: '/uploads/console/a.png',
  groupQrExpiresAt: '2026-12-10T12:00:00.000Z',
};
const untouched = {
  capacity: 200,
  groupQrUrl: '/uploads/console/a.png',
  groupQrExpiresAt: beijingPickerValue(row.groupQrExpiresAt),
};

describe('classEditChanges (换码 / 改名额)', () => {
  it('is null for a dialog saved as it opened: nothing is sent', () => {
    expect(classEditChanges(row, untouched)).toBeNull();
  });

  it('sends only the capacity when only the capacity changed', () => {
    expect(classEditChanges(row, { ...untouched, capacity: 150 })).toEqual({ classId: 7, capacity: 150 });
  });

  it('sends a new image with its expiry (Beijing time)', () => {
    expect(classEditChanges(row, { ...untouched, groupQrUrl: '/uploads/console/b.png' })).toEqual({
      classId: 7,
      groupQrUrl: '/uploads/console/b.png',
      groupQrExpiresAt: '2026-12-10T20:00:00+08:00',
    });
  });

  it('sends an earlier expiry of the same image, and any expiry for a class that had none', () => {
    const earlier = dayjs('2026-12-09 08:30:00');
    expect(classEditChanges(row, { ...untouched, groupQrExpiresAt: earlier })).toEqual({
      classId: 7,
      groupQrExpiresAt: '2026-12-09T08:30:00+08:00',
    });
    expect(classEditChanges({ ...row, groupQrExpiresAt: null }, untouched)).toEqual({
      classId: 7,
      groupQrExpiresAt: '2026-12-10T20:00:00+08:00',
    });
  });
});
