import { useCallback, useState, useSyncExternalStore } from 'react';
import { DEADLINE_MIN_LEAD_MS } from '@/config/limits';
import { countdownTick, deadlineMs, isoToLocalInput, timeLeft } from './deadline';

type Clock = { now: number; listeners: Set<() => void>; timer?: ReturnType<typeof setTimeout> };
const clocks = new Map<number, Clock>();

function tick(ms: number, closesAt: string, clock: Clock) {
  clock.now = Date.now();
  clock.listeners.forEach((listener) => listener());
  if (clock.now >= ms) return;
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
