import { describe, expect, it } from 'vitest';
import { sameScreenAsLast, sizesOfSnapshot } from '../../scripts/heap-walk.mjs';

// The bench's heap walk compares two readings of the same screen, and holds
// its goal on the app's objects: compiled code is V8's, which grows as it optimises.

describe('sameScreenAsLast', () => {
  it('takes the first reading at the first navigation from the warm-up on that shows the last one’s screen', () => {
    // 11 menu entries: navigation 200 shows entry 200 % 11 = 2, as navigation 24 does.
    expect(sameScreenAsLast(20, 200, 11)).toBe(24);
    expect(sameScreenAsLast(20, 200, 11) % 11).toBe(200 % 11);
    // 9 entries: 20 already shows the same screen as 200.
    expect(sameScreenAsLast(20, 200, 9)).toBe(20);
    // One step short of a full round is the farthest it moves.
    expect(sameScreenAsLast(20, 30, 11)).toBe(30);
    expect(sameScreenAsLast(20, 31, 11)).toBe(20);
  });
});

describe('sizesOfSnapshot', () => {
  it('sums every node, and leaves compiled code and scripts’ source text out of the objects', () => {
    const snapshot = {
      snapshot: {
        meta: {
          node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
          node_types: [['hidden', 'object', 'code', 'native'], 'string', 'number'],
        },
      },
      strings: ['Object', 'system / ExternalStringData', 'HTMLDivElement'],
      // type, name, id, self_size, edge_count: an object, code, a native node (a detached element,
      // say), code, a script's source text
      nodes: [1, 0, 1, 100, 0, 2, 0, 2, 40, 0, 3, 2, 3, 7, 0, 2, 0, 4, 3, 0, 3, 1, 5, 500, 0],
    };
    expect(sizesOfSnapshot(snapshot)).toEqual({ all: 650, objects: 107 });
  });
});
