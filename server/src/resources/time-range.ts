// The ends of a time-range filter (a resource filter with match from/to, e.g. the log lists'
// startTime/endTime): ISO 8601 dates or date-times, inclusive. A bare date means the whole day in
// China Standard Time (UTC+8, the firms' time zone): endTime 2026-11-21 includes everything until
// 2026-11-21 23:59:59.999 +08:00.
import { badRequest } from '../lib/biz-error';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const DAY_MS = 24 * 3600 * 1000;
const CST = '+08:00';

/** One end of a range: `label` names it in the 400 (开始时间格式不正确). */
export const parseTime = (value: string, label: string, endOfDay: boolean): Date => {
  const v = value.trim();
  let d: Date;
  const day = DATE.exec(v);
  if (day) {
    d = new Date(`${v}T00:00:00${CST}`);
    if (Number.isNaN(d.getTime())) throw badRequest(`${label}格式不正确`);
    // The date must exist (2026-02-30 is not a day).
    const back = new Date(d.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
    if (back !== v) throw badRequest(`${label}格式不正确`);
    if (endOfDay) d = new Date(d.getTime() + DAY_MS - 1);
  } else if (DATE_TIME.test(v)) {
    // Without a zone, a date-time is China time too; normalise "+0800" to "+08:00".
    let iso = v.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
    if (!/(Z|[+-]\d{2}:\d{2})$/i.test(iso)) iso += CST;
    d = new Date(iso);
    if (Number.isNaN(d.getTime())) throw badRequest(`${label}格式不正确`);
    // The calendar date must exist in the given zone (2026-02-30T10:00Z is not a time).
    const zone = /(Z|([+-])(\d{2}):(\d{2}))$/i.exec(iso)!;
    const offsetMs = zone[2]
      ? (zone[2] === '-' ? -1 : 1) * (Number(zone[3]) * 60 + Number(zone[4])) * 60_000
      : 0;
    if (new Date(d.getTime() + offsetMs).toISOString().slice(0, 10) !== iso.slice(0, 10))
      throw badRequest(`${label}格式不正确`);
  } else {
    throw badRequest(`${label}格式不正确`);
  }
  if (Number.isNaN(d.getTime())) throw badRequest(`${label}格式不正确`);
  return d;
};
