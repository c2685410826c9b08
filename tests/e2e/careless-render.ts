// How a careless screen would render each payload: the mistake that payload is built to exploit.
// The hostile-input journey renders each one this way once, to show its watch would have seen it.

export type CarelessUse = 'html' | 'href' | 'template' | 'url-decoded' | 'entity-decoded';

/** Payloads by number that need another mistake than markup put in with innerHTML. */
const USES: Partial<Record<number, CarelessUse>> = {
  4: 'href',
  5: 'href',
  8: 'template',
  9: 'template',
  19: 'url-decoded',
  20: 'entity-decoded',
};

export const carelessUseOf = (payloadNumber: number): CarelessUse => USES[payloadNumber] ?? 'html';

/** Runs in the page: renders `text` the careless way (pass it to page.evaluate). */
export function renderCarelessly([text, use]: [string, CarelessUse]) {
  const host = document.createElement('div');
  document.body.append(host);
  if (use === 'href') {
    const link = document.createElement('a');
    link.href = text;
    link.textContent = 'link';
    host.append(link);
  } else if (use === 'template') {
    // A template engine evaluating what sits between its delimiters.
    const expression = /\{\{(.*)\}\}|\$\{(.*?)\}/.exec(text);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the evaluation is the mistake shown
    const evaluate = new Function('scope', `with (scope) { return ${expression?.[1] ?? expression?.[2]} }`);
    (evaluate as (scope: object) => unknown)({});
  } else if (use === 'url-decoded') {
    host.innerHTML = decodeURIComponent(text);
  } else if (use === 'entity-decoded') {
    const decoder = document.createElement('textarea');
    decoder.innerHTML = text;
    host.innerHTML = JSON.parse(`"${decoder.value}"`) as string;
  } else {
    host.innerHTML = text;
  }
}
