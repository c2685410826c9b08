// The first load's gate (first-heading.ts): a landing screen's code waits for the frame that paints
// its heading, and for nothing once one has.

let pendingFrames: FrameRequestCallback[] = [];
const paintFrame = () => pendingFrames.splice(0).forEach((frame) => frame(0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.resetModules();
  pendingFrames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => pendingFrames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    pendingFrames[id - 1] = () => undefined;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const freshGate = () => import('./first-heading');

/** The tab hidden from here on (restored after each test). */
const hideTab = () => vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');

/** Whether `promise` has settled once every pending task and microtask has run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.runAllTimersAsync();
  return done;
}

it('waits for the committed heading, the frame that paints it, and the frame after', async () => {
  const gate = await freshGate();
  const screenCode = gate.afterFirstHeading();
  expect(await settled(screenCode)).toBe(false);
  gate.headingCommitted();
  expect(await settled(screenCode)).toBe(false);
  paintFrame();
  expect(await settled(screenCode)).toBe(false);
  paintFrame();
  expect(await settled(screenCode)).toBe(true);
});

it('asks for nothing to wait for once a heading has painted', async () => {
  const gate = await freshGate();
  gate.headingCommitted();
  paintFrame();
  paintFrame();
  await vi.runAllTimersAsync();
  // A later commit schedules no frame, and a later screen waits for none.
  gate.headingCommitted();
  expect(pendingFrames).toHaveLength(0);
  expect(await settled(gate.afterFirstHeading())).toBe(true);
});

it('a heading taken away before its frame opens nothing', async () => {
  const gate = await freshGate();
  const screenCode = gate.afterFirstHeading();
  const takenAway = gate.headingCommitted();
  paintFrame();
  takenAway();
  paintFrame();
  expect(await settled(screenCode)).toBe(false);
});

it('a hidden tab, which paints no frame, does not hold the screen back', async () => {
  hideTab();
  const gate = await freshGate();
  const screenCode = gate.afterFirstHeading();
  gate.headingCommitted();
  expect(pendingFrames).toHaveLength(0);
  expect(await settled(screenCode)).toBe(true);
});

it('a tab hidden between the frames, which would paint none, opens the way', async () => {
  const gate = await freshGate();
  const screenCode = gate.afterFirstHeading();
  gate.headingCommitted();
  paintFrame();
  hideTab();
  document.dispatchEvent(new Event('visibilitychange'));
  expect(await settled(screenCode)).toBe(true);
});

it('a page without a heading (a sign-in form, say) opens the way, for what a taken-away heading left waiting too', async () => {
  const gate = await freshGate();
  const leftWaiting = gate.afterFirstHeading();
  gate.headingCommitted()();
  expect(await settled(leftWaiting)).toBe(false);
  gate.pageShown();
  expect(await settled(leftWaiting)).toBe(true);
  expect(await settled(gate.afterFirstHeading())).toBe(true);
});
