import { formatBeijing } from '@course/domain/beijing-time';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The console's date pickers show and take Beijing wall-clock time whatever the browser's time zone: a picker's
 * value is a dayjs holding the Beijing clock reading, sent to the server with the +08:00 offset.
 */

/** The picker value showing an instant's Beijing clock reading. */
export const beijingPickerValue = (at: Date | string | number): Dayjs =>
  dayjs(formatBeijing(new Date(at), 'YYYY-MM-DD HH:mm:ss'));

/** The instant (ISO with +08:00) a picker value means. */
export const pickerValueToInstant = (value: Dayjs): string => `${value.format('YYYY-MM-DDTHH:mm:ss')}+08:00`;

/** A picked Beijing day (YYYY-MM-DD). */
export const pickerValueToDay = (value: Dayjs): string => value.format('YYYY-MM-DD');
