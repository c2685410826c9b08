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
