import { expect, type Locator, type Page } from './fixtures';

// The measures of a screen's fit on a phone, a tablet or a desk, shared by the layout checks of the
// production build (phone-layout.spec.ts) and of the in-browser demo (demo-phone.spec.ts).

/**
 * How far the page reaches past the viewport's right edge, and what reaches there: the outermost
 * elements past the edge that no scroll box of theirs clips (a table scrolling inside its card is fine).
 */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const width = document.documentElement.scrollWidth;
    const clippedInside = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible' && p.getBoundingClientRect().right <= viewport + 1)
          return true;
      }
      return false;
    };
    const pastEdge = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > viewport + 1 && !clippedInside(el);
    };
    const describe = (el: Element) => {
      const classes = [...el.classList].slice(0, 4).join('.');
      const testId = el.getAttribute('data-testid');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const right = Math.round(el.getBoundingClientRect().right);
      return `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${testId ? ` data-testid=${testId}` : ''}> right ${right}px "${text}"`;
    };
    const culprits =
      width > viewport
        ? [...document.querySelectorAll('body *')]
            .filter((el) => pastEdge(el) && !(el.parentElement && pastEdge(el.parentElement)))
            .slice(0, 5)
            .map(describe)
        : [];
    return { width, viewport, culprits };
  });
}

export async function expectNoSidewaysScroll(page: Page, where: string) {
  const { width, viewport, culprits } = await sidewaysOverflow(page);
  expect
    .soft(
      width,
      `${where}: the page is ${width}px wide on a ${viewport}px screen; past the edge: ${culprits.join('; ')}`,
    )
    .toBeLessThanOrEqual(viewport);
}

/** The element's box lies between the viewport's left and right edges (wherever it is vertically). */
export async function expectWithinWidth(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!.width;
  expect.soft(box, `${what} is on the page`).not.toBeNull();
  if (!box) return;
  expect.soft(box.x, `${what} starts left of the screen`).toBeGreaterThanOrEqual(0);
  expect
    .soft(box.x + box.width, `${what} ends past the right edge of a ${viewport}px screen`)
    .toBeLessThanOrEqual(viewport + 0.5);
}

/**
 * No tab row scrolls up and down: a row may scroll sideways on a phone, but a pixel of its tabs
 * below its box once gave every desk a stray scrollbar under the tabs.
 */
export async function expectNoTabRowScrollingDown(page: Page, where: string) {
  const rows = await page
    .locator('main [role=tablist]')
    .filter({ visible: true })
    .evaluateAll((lists) => lists.map((list) => ({ content: list.scrollHeight, box: list.clientHeight })));
  for (const [index, { content, box }] of rows.entries()) {
    expect
      .soft(content, `${where}: tab row ${index + 1} is ${content}px tall in a ${box}px box`)
      .toBeLessThanOrEqual(box);
  }
}

/**
 * The `parts` of each container whose right edge passes the container's: its border, or with
 * `insidePadding` its content box (a part in the padding is already off the card's column).
 */
export async function partsPastRightEdge(containers: Locator, parts: string, insidePadding = false) {
  return containers.evaluateAll(
    (boxes, [selector, inside]) =>
      boxes.flatMap((container) => {
        const edge =
          container.getBoundingClientRect().right -
          (inside ? parseFloat(getComputedStyle(container).paddingRight) : 0);
        return [...container.querySelectorAll(selector)]
          .filter((part) => part.getBoundingClientRect().right > edge + 0.5)
          .map((part) => `${(container.textContent ?? '').slice(0, 30)}…: ${part.textContent}`);
      }),
    [parts, insidePadding] as const,
  );
}
