import type { consoleClassUpdate } from '@course/contracts/console-camps';
import type { Dayjs } from 'dayjs';
import type { CallInput } from '../../api/console-client';
import { pickerValueToInstant } from '../../components/beijing-time';

type ClassUpdate = CallInput<typeof consoleClassUpdate>;

/** The class as the list shows it, and the edit form's values (capacity, QR image, QR expiry in Beijing time). */
export type EditedClass = {
  id: number;
  capacity: number;
  groupQrUrl: string;
  groupQrExpiresAt: string | null;
};
export type ClassEditValues = { capacity: number; groupQrUrl: string; groupQrExpiresAt: Dayjs };

const seconds = (at: string) => Math.floor(Date.parse(at) / 1000);

/**
 * The update the 换码 / 改名额 dialog sends: only what changed (a new image carries its expiry), or null when
 * nothing did, so that saving an untouched dialog closes it instead of asking the server to change nothing.
 */
export function classEditChanges(row: EditedClass, values: ClassEditValues): ClassUpdate | null {
  const expiry = pickerValueToInstant(values.groupQrExpiresAt);
  const qrChanged = values.groupQrUrl !== row.groupQrUrl;
  const expiryChanged = !row.groupQrExpiresAt || seconds(expiry) !== seconds(row.groupQrExpiresAt);
  const changes = {
    ...(values.capacity !== row.capacity ? { capacity: values.capacity } : {}),
    ...(qrChanged ? { groupQrUrl: values.groupQrUrl } : {}),
    ...(qrChanged || expiryChanged ? { groupQrExpiresAt: expiry } : {}),
  };
  return Object.keys(changes).length === 0 ? null : { classId: row.id, ...changes };
}
