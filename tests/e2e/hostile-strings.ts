// Twenty XSS payloads, one of each kind, and the walk that puts them into a server's JSON answer.
// Each payload, if it ever ran, leaves a trace the hostile-input journey watches for: a dialog
// (alert), `window.__xss`, or a request to XSS_HOST, a host the app never contacts otherwise.
// Payloads that need a click to run (links, forms) are also caught by their markup being in the DOM.

/** A host that does not exist (RFC 2606): any request to it is a payload that loaded something. */
export const XSS_HOST = 'xss.invalid';
const hit = (n: number) => `http://${XSS_HOST}/${n}`;

export const HOSTILE_PAYLOADS: readonly string[] = [
  // 1 script tag
  `<script>window.__xss=1;alert(1)</script>`,
  // 2 img onerror
  `<img src="${hit(2)}" onerror="window.__xss=2;alert(2)">`,
  // 3 svg onload
  `<svg onload="window.__xss=3;alert(3)"><circle r="1"/></svg>`,
  // 4 javascript: URL where a link or location might take it
  `javascript:window.__xss=4;alert(4)//`,
  // 5 data: URL carrying a document
  `data:text/html,<script>alert(5)</script>`,
  // 6 iframe srcdoc
  `<iframe srcdoc="<script>parent.__xss=6;parent.alert(6)</script>"></iframe>`,
  // 7 attribute breakout
  `'"><img src="${hit(7)}" onerror="window.__xss=7;alert(7)">`,
  // 8 template injection (Angular/Vue-style expression)
  `{{constructor.constructor('window.__xss=8;alert(8)')()}}`,
  // 9 JS template literal and i18next nesting
  `\${window.__xss=9;alert(9)} $t(common:actions.retry)`,
  // 10 style with url() and the old IE expression()
  `<p style="background:url(${hit(10)});width:expression(alert(10))">p10</p>`,
  // 11 link with a javascript: href
  `<a href="javascript:window.__xss=11;alert(11)">a11</a>`,
  // 12 form posting elsewhere; the image input loads at once
  `<form action="${hit(12)}"><input type="image" src="${hit(12)}" alt="f12"></form>`,
  // 13 meta refresh
  `<meta http-equiv="refresh" content="0;url=${hit(13)}">`,
  // 14 base href: every relative URL after it goes to the other host
  `<base href="${hit(14)}/"><img src="b14.png" alt="b14">`,
  // 15 object / embed
  `<object data="${hit(15)}"></object><embed src="${hit(15)}">`,
  // 16 MathML namespace confusion (mXSS)
  `<math><mtext><table><mglyph><style><img src="${hit(16)}" onerror="alert(16)">`,
  // 17 noscript re-parse (mXSS)
  `<noscript><p title="</noscript><img src=${hit(17)} onerror=alert(17)>">`,
  // 18 SVG namespace confusion (mXSS)
  `<svg></p><style><a id="</style><img src=${hit(18)} onerror=alert(18)>">`,
  // 19 URL-encoded markup, for code that decodes before it renders
  `%3Cimg%20src%3D${encodeURIComponent(hit(19))}%20onerror%3Dalert(19)%3E`,
  // 20 HTML-entity and JS-escape encoded markup, for code that unescapes before it renders
  `&lt;img src=${hit(20)} onerror=alert(20)&gt;\\u003cscript\\u003ealert(20)\\u003c/script\\u003e`,
];

/** Text a payload leaves on the page only if part of it was taken as markup and the rest shown. */
export const PAYLOAD_FRAGMENTS = /__xss|alert\(|xss\.invalid|onerror/;

/** A mail body (HTML, sanitised by the app) carrying every payload after a paragraph that must show. */
export const HOSTILE_MAIL_MARKER = 'Hostile mail body';
export const hostileMailBody = () =>
  `<p><b>${HOSTILE_MAIL_MARKER}</b></p>` + HOSTILE_PAYLOADS.map((p) => `<div>${p}</div>`).join('');

/**
 * Free text a server sends: names, organisation names, notes, addresses, cities, countries,
 * descriptions, subjects, mail snippets, file names, reasons, lanes. Ids, codes used as keys,
 * enums, dates, numbers, phones and emails are left valid so each screen still shows its data.
 */
const FREE_TEXT_KEYS = new Set([
  'name',
  'surname',
  'userName',
  'userSurname',
  'organizationName',
  'organizaName',
  'importerName',
  'actor',
  'notes',
  'description',
  'address',
  'city',
  'country',
  'countryName',
  'pickupCity',
  'deliveryCity',
  'pickupCountryName',
  'deliveryCountryName',
  'from',
  'to',
  'lane',
  'subject',
  'snippet',
  'activity',
  'detail',
  'reason',
  'statusReason',
  'suspensionReason',
  'failureReason',
  'certifications',
  'agencyName',
  'agencyMembership',
  'code',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Hands out the payloads in turn, so a screen with twenty strings or more shows every one. */
export class PayloadRotation {
  private next = 0;
  replaced = 0;
  take(): string {
    const payload = HOSTILE_PAYLOADS[this.next % HOSTILE_PAYLOADS.length] as string;
    this.next += 1;
    this.replaced += 1;
    return payload;
  }
}

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A bid history change's from/to hold enum codes and numbers as well as notes: only notes are text.
const isTextKey = (key: string, owner: { [key: string]: Json }) =>
  FREE_TEXT_KEYS.has(key) && !('field' in owner && owner.field !== 'notes');

const hostileFile = (id: string) => ({ id, name: 'file', size: 2048, type: 'application/pdf' });

/**
 * Replaces, in place, every free-text string of a JSON answer with a payload. Mail bodies get all
 * twenty; a mail or inquiry without files gets one whose name is a payload.
 */
export function poisonAnswer(value: Json, rotation: PayloadRotation): void {
  if (Array.isArray(value)) {
    value.forEach((item) => poisonAnswer(item, rotation));
    return;
  }
  if (!isObject(value)) return;
  if (Array.isArray(value.attachments) && value.attachments.length === 0) {
    value.attachments.push(hostileFile('hostile-mail-file'));
  }
  const documents = value.documents;
  if (isObject(documents) && documents.packageList === null) {
    documents.packageList = hostileFile('hostile-package-list');
  }
  for (const [key, item] of Object.entries(value)) {
    if (key === 'bodyHtml' && typeof item === 'string') {
      value[key] = hostileMailBody();
      rotation.replaced += 1;
    } else if (typeof item === 'string' && isTextKey(key, value)) value[key] = rotation.take();
    else poisonAnswer(item, rotation);
  }
}
