/**
 * A ref for a chart's box that takes the chart's DOM apart once the box has left the page, so a stale
 * reference into it keeps only the node it points at. Recharts 3 memoises its selectors at module
 * level, and one of them keeps the last chart's layer element (an SVG `<g>`) after the chart unmounts.
 * Through its parent pointers that element kept the whole screen the user had left alive: in the
 * bench's day-long tab (`npm run bench`, the heap walk) a detached statistics screen of ~2 MB, its
 * table rows and ~1,700 of React's event listeners.
 *
 * The nodes are detached a task after the box leaves, when React and Recharts have finished their own
 * clean-up (a node removed before theirs would make their `removeChild` throw). A module-level
 * function, so React keeps one ref and calls the clean-up only when the box really goes.
 */
export function releaseOnUnmount(box: Element | null) {
  if (!box) return;
  return () => {
    setTimeout(() => {
      // Deepest first, so each node leaves a parent that is itself already out of the page.
      for (const node of [...box.querySelectorAll('*')].reverse()) node.remove();
      box.remove();
    }, 0);
  };
}
