import { sessionQueryClient } from '@/lib/session-query-client';
import { whenIdle } from './preload';

// The rest of an area is fetched after the first load, not during it: once the window has loaded
// and no query is fetching, at the browser's next idle moment.

const loading = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

/** Runs the idle machinery on a fake clock: its imports, its idle callbacks and its retries. */
async function runPending() {
  for (let round = 0; round < 3; round += 1) {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(1000);
  }
}

/** The work is held while the page is busy (or offline), and runs once when `release` ends that. */
async function expectHeldUntil(release: () => void) {
  const work = vi.fn();
  whenIdle(work);
  await runPending();
  expect(work).not.toHaveBeenCalled();
  release();
  await runPending();
  expect(work).toHaveBeenCalledTimes(1);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 0));
  vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A query that answers when `answer` is called. */
function pendingQuery() {
  let answer = () => {};
  const answered = new Promise<string>((resolve) => {
    answer = () => resolve('ok');
  });
  void sessionQueryClient().fetchQuery({ queryKey: ['held', Math.random()], queryFn: () => answered });
  return answer;
}

it('waits for the window’s load event before anything else', async () => {
  const readyState = loading();
  await expectHeldUntil(() => {
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
  });
});

it('then waits for every query fetching to settle', async () => {
  const answer = pendingQuery();
  await expectHeldUntil(() => answer());
});

it('does nothing once cancelled, at any step', async () => {
  const readyState = loading();
  const beforeLoad = vi.fn();
  whenIdle(beforeLoad)();
  readyState.mockReturnValue('complete');
  window.dispatchEvent(new Event('load'));

  const answer = pendingQuery();
  const whileFetching = vi.fn();
  whenIdle(whileFetching)();
  answer();

  const beforeIdle = vi.fn();
  whenIdle(beforeIdle)();

  await runPending();
  expect(beforeLoad).not.toHaveBeenCalled();
  expect(whileFetching).not.toHaveBeenCalled();
  expect(beforeIdle).not.toHaveBeenCalled();
});

it('looks again when the page still shows a loading state at the idle moment', async () => {
  const busy = document.createElement('main');
  busy.innerHTML = '<div aria-busy="true"></div>';
  document.body.append(busy);
  try {
    await expectHeldUntil(() => busy.remove());
  } finally {
    busy.remove();
  }
});

it('looks again when a query started between the settle and the idle moment', async () => {
  let answer = () => {};
  vi.stubGlobal('requestIdleCallback', (idle: () => void) =>
    setTimeout(() => {
      answer = pendingQuery();
      vi.stubGlobal('requestIdleCallback', (next: () => void) => setTimeout(next, 0));
      idle();
    }, 0),
  );
  await expectHeldUntil(() => answer());
});

it('waits offline until the connection is back', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await expectHeldUntil(() => onLine.mockReturnValue(true));
});
