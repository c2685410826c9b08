import { expect, test, type Locator, type Page } from './fixtures';
import { signIn } from './support';

/** The text of SVG elements (which have no innerText). */
const svgTexts = (elements: Locator) =>
  elements.evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));

// Looks: what jsdom cannot show. In Debian's Chromium (no flag emoji font): the phone
// input's flag is a picture served by the app; native selects and the searchable Select are drawn
// alike; the statistics charts count in whole numbers, name at most six status groups, and write
// lane names in full at 390 and 1440 pixels wide.

/** Requests the page made to any host but the app's own. */
function otherHosts(page: Page, baseURL: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:')) seen.push(request.url());
  });
  return seen;
}

test('the phone input shows the chosen country as a flag picture from the app', async ({ page, baseURL }) => {
  const external = otherHosts(page, baseURL!);
  await page.goto('/register');
  const flag = page.locator('.PhoneInputCountry img');
  const loaded = () => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

  await expect(flag).toHaveAttribute('src', /^\/assets\/AZ-[\w-]+\.svg$/);
  await expect.poll(loaded).toBe(true);
  await page.getByRole('combobox', { name: 'Ölkə kodu' }).selectOption('TR');
  await expect(flag).toHaveAttribute('src', /^\/assets\/TR-[\w-]+\.svg$/);
  await expect.poll(loaded).toBe(true);
  // No Unicode flag (two regional-indicator letters, boxes without a flag font) anywhere in the field.
  const field = page.locator('.PhoneInput');
  expect(await field.innerText()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  expect(external).toEqual([]);
});

/** Box, border, font and padding of a control as drawn. */
const look = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      height: element.getBoundingClientRect().height,
      radius: style.borderRadius,
      border: `${style.borderTopWidth} ${style.borderTopStyle}`,
      font: `${style.fontSize} ${style.fontFamily}`,
      paddingRight: style.paddingRight,
    };
  });

test('native selects and the searchable Select look the same', async ({ page }) => {
  await signIn(page, 'IMPORTER');
  await page.goto('/activities');
  const native = page.getByRole('combobox', { name: 'Fəaliyyət növü' });
  const searchable = page.getByRole('combobox', { name: 'Üzv' });
  // react-select's box is the control around its input.
  const control = searchable.locator('xpath=ancestor::div[contains(@class,"rounded-lg")][1]');
  await expect(native).toBeVisible();
  await expect(control).toBeVisible();

  const nativeLook = await look(native);
  const controlLook = await look(control);
  expect(nativeLook.height).toBe(40);
  expect({ ...controlLook, paddingRight: undefined }).toEqual({ ...nativeLook, paddingRight: undefined });

  // The same chevron: lucide's chevron-down path, 16px, 12px from the right edge.
  const path = await control.locator('svg path').last().getAttribute('d');
  const background = await native.evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(decodeURIComponent(background)).toContain(`d='${path}'`);
  const chevron = await control.locator('svg').last().boundingBox();
  const controlBox = await control.boundingBox();
  expect(chevron!.width).toBe(16);
  expect(Math.round(controlBox!.x + controlBox!.width - (chevron!.x + chevron!.width))).toBe(13); // 12 + border
  // 'right 0.75rem center' as Chromium computes it.
  expect(await native.evaluate((element) => getComputedStyle(element).backgroundPosition)).toBe(
    'calc(100% - 12px) 50%',
  );
});

for (const width of [390, 1440]) {
  test(`the importer's charts at ${width}px: whole counts, six groups at most, lanes in full`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'IMPORTER');
    await page.goto('/statistics');
    const card = (name: string) => page.getByRole('region', { name });

    // Bids per inquiry: a count axis with whole numbers only.
    const perInquiry = card('Sorğular üzrə alınan təkliflər');
    const valueTicks = perInquiry.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect(valueTicks.first()).toBeVisible();
    for (const tick of await svgTexts(valueTicks)) expect(tick).toMatch(/^\d+$/);

    // Inquiries by status: at most six legend entries, each its own colour.
    const legend = card('Statuslar üzrə sorğular').locator('.recharts-legend-item');
    await expect(legend.first()).toBeVisible();
    const count = await legend.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(6);
    const colours = await legend
      .locator('.recharts-symbols')
      .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('fill')));
    expect(new Set(colours).size).toBe(count);

    // Prices by lane: every lane label is whole and inside the card, none cut with '…'.
    const lanes = card('Marşrut və nəqliyyat növü üzrə qiymətlər');
    const labels = lanes.getByTestId('category-tick');
    await expect(labels.first()).toBeVisible();
    const chart = await lanes.getByTestId('chart').boundingBox();
    for (const label of await labels.all()) {
      const text = (await svgTexts(label.locator('tspan'))).join(' ');
      expect(text).toMatch(/ · .+ → .+/);
      expect(text).not.toContain('…');
      const box = (await label.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(chart!.x);
    }
    // Neighbouring labels do not run into each other.
    const boxes = await Promise.all((await labels.all()).map((label) => label.boundingBox()));
    for (let i = 1; i < boxes.length; i += 1)
      expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
