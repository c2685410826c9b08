import { render } from '@testing-library/react';
import fc from 'fast-check';
import { LABEL_LINE_CHARS, categoryAxisWidth, rankedChartHeight, wrapLabel } from './category-labels';
import { CategoryTick } from './charts/category-tick';

// Lane names on a horizontal bar chart are written in full, on as many lines as they need: never cut
// with '…', and each row tall enough for its lines.

const LANE = 'Avtomobil · Mingachevir, Azərbaycan → Shanghai, Çin';

describe('category labels', () => {
  it('wrap at spaces into lines no longer than a line, dropping no character', () => {
    const word = fc.string({ minLength: 1, maxLength: 30 }).filter((w) => !/\s/.test(w));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
        const label = words.join(' ');
        const lines = wrapLabel(label);
        expect(lines.every((line) => line.length <= LABEL_LINE_CHARS)).toBe(true);
        expect(lines.join('').replace(/ /g, '')).toBe(words.join(''));
        // Only a word longer than a line is broken inside itself.
        if (words.every((w) => w.length <= LABEL_LINE_CHARS)) expect(lines.join(' ')).toBe(label);
      }),
    );
  });

  it('keep a short label on one line', () => {
    expect(wrapLabel('INQ-24101')).toEqual(['INQ-24101']);
  });

  it('draw a long lane in full on several lines, centred on its row', () => {
    const { container } = render(
      <svg>
        <CategoryTick x={120} y={50} payload={{ value: LANE }} />
      </svg>,
    );
    const lines = [...container.querySelectorAll('tspan')].map((line) => line.textContent);
    expect(lines.length).toBeGreaterThan(1);
    // Each line but the last keeps the space it wrapped at, so the label reads as its words.
    expect(container.textContent).toBe(LANE);
    expect(lines.slice(0, -1).every((line) => line?.endsWith(' '))).toBe(true);
    expect(container.textContent).not.toContain('…');
    const first = Number(container.querySelector('tspan')?.getAttribute('dy'));
    expect(first).toBeLessThan(0); // the block starts above the row's middle
  });

  it('split a word too long for a line without adding a space to it', () => {
    const word = 'Ə'.repeat(60);
    const { container } = render(
      <svg>
        <CategoryTick x={120} y={50} payload={{ value: `Bakı ${word}` }} />
      </svg>,
    );
    expect(container.querySelectorAll('tspan').length).toBeGreaterThan(2);
    expect(container.textContent).toBe(`Bakı ${word}`);
  });

  it('give rows room for their lines, and keep short rows as they were', () => {
    expect(rankedChartHeight(['INQ-1', 'INQ-2'], 30, 24)).toBe(2 * 30 + 24);
    const lines = wrapLabel(LANE).length;
    expect(lines).toBeGreaterThan(2);
    expect(rankedChartHeight([LANE, 'Bakı → Tbilisi'], 30, 56)).toBe(2 * (lines * 14 + 12) + 56);
  });

  it('size the axis by the longest line, not the whole label', () => {
    const width = categoryAxisWidth([LANE]);
    expect(width).toBeLessThanOrEqual(Math.ceil(LABEL_LINE_CHARS * 6.8 + 12));
    expect(categoryAxisWidth(['A'])).toBe(64);
  });
});
