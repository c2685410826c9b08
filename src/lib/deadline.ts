const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function deadlineMs(closesAt: string | null | undefined): number | null {
  if (!closesAt) return null;
  const ms = Date.parse(closesAt);
  return Number.isNaN(ms) ? null : ms;
}

/** Whether bidding has closed by `now`. An inquiry without a deadline never closes by time. */
export function biddingClosed(closesAt: string | null | undefined, now: number = Date.now()): boolean {
  const ms = deadlineMs(closesAt);
  return ms !== null && now >= ms;
}

export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number };

export function timeLeft(closesAt: string | null | undefined, now: number = Date.now()): TimeLeft | null {
  const ms = deadlineMs(closesAt);
  if (ms === null || now >= ms) return null;
  const left = ms - now;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/** How often a countdown must redraw: every second in its last hour, every half minute before. */
export const countdownTick = (left: TimeLeft | null) =>
  left && left.days === 0 && left.hours === 0 ? SECOND : 30 * SECOND;

export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A moment from the server as a `datetime-local` value on the user's clock; '' for none. */
export function isoToLocalInput(iso: string | null | undefined): string {
  const ms = deadlineMs(iso);
  if (ms === null) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}T${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}
