import dayjs from 'dayjs';

/** A server time as the console shows times: local, to the second; '-' when there is none. */
export const timeText = (t?: string | null): string =>
  t && dayjs(t).isValid() ? dayjs(t).format('YYYY-MM-DD HH:mm:ss') : '-';
