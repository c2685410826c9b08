import { sanitizeHtml, textToHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers, javascript: links and styles, and keeps formatting', () => {
    const dirty =
      '<p onclick="alert(1)">Hi <b>there</b></p><script>alert(2)</script><img src=x onerror="alert(3)">' +
      '<a href="javascript:alert(4)">click</a><a href="https://example.az">site</a><style>p{}</style>' +
      '<iframe src="https://evil"></iframe><svg onload="alert(5)"></svg>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|<img|<style|<svg/i);
    expect(clean).toContain('<b>there</b>');
    expect(clean).toContain('href="https://example.az"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
    expect(clean).toContain('>click</a>');
  });
});

describe('textToHtml', () => {
  it('escapes what was typed and keeps paragraphs and line breaks', () => {
    expect(textToHtml('Salam <b>\nline two\n\nnext')).toBe('<p>Salam &lt;b&gt;<br>line two</p><p>next</p>');
  });
});

describe('textToHtml escapes and trims', () => {
  it('escapes quotes and angle brackets, so typed text never becomes markup', () => {
    expect(textToHtml('a > b & "c"')).toBe('<p>a &gt; b &amp; &quot;c&quot;</p>');
  });

  it('drops blank lines before and after the text instead of sending empty paragraphs', () => {
    expect(textToHtml('\n\n  Salam\n\n\n')).toBe('<p>Salam</p>');
  });
});
