import { onFirstInput } from './on-first-input';

// The sign-in page fetches the HTTP client and its form rules at the visitor's first act, and not
// before: a page that is only looked at loads nothing more.

const press = (type: string) => window.dispatchEvent(new Event(type));

it.each(['pointerdown', 'keydown', 'touchstart'])(
  'a %s warms once, and later input does nothing more',
  (type) => {
    const warm = vi.fn();
    const stop = onFirstInput(warm);
    expect(warm).not.toHaveBeenCalled();
    press(type);
    expect(warm).toHaveBeenCalledTimes(1);
    press('keydown');
    press('pointerdown');
    expect(warm).toHaveBeenCalledTimes(1);
    stop();
  },
);

it('focus, scrolling and pointer moves are not a first act', () => {
  const warm = vi.fn();
  const stop = onFirstInput(warm);
  ['focusin', 'scroll', 'pointermove', 'mousemove', 'wheel'].forEach(press);
  expect(warm).not.toHaveBeenCalled();
  stop();
});

it('a page left before any input never warms', () => {
  const warm = vi.fn();
  onFirstInput(warm)();
  press('keydown');
  expect(warm).not.toHaveBeenCalled();
});
