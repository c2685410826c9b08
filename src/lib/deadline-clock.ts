import { useEffect, useState } from 'react';
import { DEADLINE_MIN_LEAD_MS } from '@/config/limits';
import { countdownTick, deadlineMs, isoToLocalInput, timeLeft } from './deadline';

/**
 * The current time as a countdown to `closesAt` needs it: redrawn every half minute, every second in
 * the last hour, and once at the moment itself, so a screen turns to 'closed' on its own. No timer
 * for an inquiry without a deadline, nor once it has passed.
 */
export function useDeadlineNow(closesAt: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const ms = deadlineMs(closesAt);
  useEffect(() => {
    if (ms === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= ms) return;
      // Past the moment by a hair, so the redraw finds it passed.
      timer = setTimeout(tick, Math.min(countdownTick(timeLeft(closesAt, current)), ms - current + 20));
    };
    tick();
    return () => clearTimeout(timer);
  }, [ms, closesAt]);
  return now;
}

/** The earliest moment a deadline picker offers (an hour ahead), as its `min`, fixed when it opens. */
export function useEarliestDeadline(): string {
  const [earliest] = useState(() =>
    isoToLocalInput(new Date(Date.now() + DEADLINE_MIN_LEAD_MS).toISOString()),
  );
  return earliest;
}
