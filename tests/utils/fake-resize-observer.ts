// jsdom has no ResizeObserver: a test lends this one, reports sizes when it chooses, and takes it back
// (a test file shares its jsdom).

type Report = () => void;

/** Each observer made while lent: its callback and the nodes it watches. */
export const observed: Array<{ report: Report; nodes: Element[] }> = [];

class FakeResizeObserver {
  private readonly entry: { report: Report; nodes: Element[] };
  constructor(report: Report) {
    this.entry = { report, nodes: [] };
    observed.push(this.entry);
  }
  observe(node: Element) {
    this.entry.nodes.push(node);
  }
  disconnect() {
    this.entry.nodes = [];
  }
}

const lend = (observer: unknown) =>
  Object.defineProperty(window, 'ResizeObserver', { value: observer, configurable: true, writable: true });

export function lendResizeObserver() {
  observed.length = 0;
  lend(FakeResizeObserver);
}

export function takeResizeObserverBack() {
  Reflect.deleteProperty(window, 'ResizeObserver');
}

/** Makes every element's content `width` wide in a 300px box; returns how many times it was read. */
export function sized(width: number) {
  let reads = 0;
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => {
    reads += 1;
    return width;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  return () => reads;
}
