/** Characters on one line of a category label: about 120px of 12px text, room left for bars on a phone. */
export const LABEL_LINE_CHARS = 18;
export const LABEL_LINE_HEIGHT = 14;
const CHAR_WIDTH = 6.8;

export function wrapLabel(label: string, maxChars = LABEL_LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.trim().split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > maxChars) {
      if (line) lines.push(line);
      line = '';
      lines.push(rest.slice(0, maxChars));
      rest = rest.slice(maxChars);
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= maxChars) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export function withWrapSpaces(label: string, lines: string[]): string[] {
  const words = label.trim().split(/\s+/).join(' ');
  let read = 0;
  return lines.map((line) => {
    read += line.length;
    if (words[read] !== ' ') return line;
    read += 1;
    return `${line} `;
  });
}

let measure: ((line: string) => number) | undefined;

/**
 * A line's width in the axis's 12px type, measured in the page's font where the browser can
 * (Cyrillic letters run wider than a per-letter estimate); estimated elsewhere.
 */
function lineWidth(line: string): number {
  if (!measure) {
    const context = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
    if (context) {
      context.font = `12px ${getComputedStyle(document.body).fontFamily}`;
      measure = (text) => context.measureText(text).width;
    } else measure = (text) => text.length * CHAR_WIDTH;
  }
  return measure(line);
}

/** Width of the category axis: its longest line, at least 64px. */
export const categoryAxisWidth = (labels: string[]) =>
  Math.ceil(Math.max(64, ...labels.flatMap((label) => wrapLabel(label).map((line) => lineWidth(line) + 12))));

export function rankedChartHeight(labels: string[], rowHeight: number, chrome: number): number {
  const lines = Math.max(1, ...labels.map((label) => wrapLabel(label).length));
  return labels.length * Math.max(rowHeight, lines * LABEL_LINE_HEIGHT + 12) + chrome;
}
