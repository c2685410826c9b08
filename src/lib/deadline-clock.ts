import { useCallback, useState, useSyncExternalStore } from 'react';
import { DEADLINE_MIN_LEAD_MS } from '@/config/limits';
import { countdownTick, deadlineMs, isoToLocalInput, timeLeft } from './deadline';

/** One clock per deadline, shared by every part of the screen that counts down to it. */
type Clock = { now: number; listeners: Set<() => void>; timer?: ReturnType<typeof setTimeout> };
const clocks = new Map<number, Clock>();

function tick(ms: number, closesAt: string, clock: Clock) {
  clock.now = Date.now();
  // Every part learns the time in one task, so React draws them in one render: the countdown and
  // the 'place a bid' button never disagree about whether bidding has closed.
  clock.listeners.forEach((listener) => listener());
  if (clock.now >= ms) return;
  // Past the moment by a hair, so the redraw finds it passed.
  const wait = Math.min(countdownTick(timeLeft(closesAt, clock.now)), ms - clock.now + 20);
  clock.timer = setTimeout(() => tick(ms, closesAt, clock), wait);
}

function subscribe(ms: number, closesAt: string, listener: () => void) {
  let clock = clocks.get(ms);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set() };
    clocks.set(ms, clock);
    clock.listeners.add(listener);
    tick(ms, closesAt, clock);
  } else clock.listeners.add(listener);
  const own = clock;
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size > 0) return;
    clearTimeout(own.timer);
    clocks.delete(ms);
  };
}

const noSubscription = () => () => undefined;

/**
 * The current time as a countdown to `closesAt` needs it: redrawn every half minute, every second in
 * the last hour, and once at the moment itself, so a screen turns to 'closed' on its own. No timer
 * for an inquiry without a deadline, nor once it has passed; one timer for all who count to it.
 */
export function useDeadlineNow(closesAt: string | null | undefined): number {
  const [mounted] = useState(() => Date.now());
  const ms = deadlineMs(closesAt);
  const subscribeToClock = useCallback(
    (listener: () => void) =>
      ms === null || !closesAt ? noSubscription() : subscribe(ms, closesAt, listener),
    [ms, closesAt],
  );
  return useSyncExternalStore(subscribeToClock, () =>
    ms === null ? mounted : (clocks.get(ms)?.now ?? mounted),
  );
}

/** The earliest moment a deadline picker offers (an hour ahead), as its `min`, fixed when it opens. */
export function useEarliestDeadline(): string {
  const [earliest] = useState(() =>
    isoToLocalInput(new Date(Date.now() + DEADLINE_MIN_LEAD_MS).toISOString()),
  );
  return earliest;
}
