import { sanitizeHtml } from './html-sanitizer';

describe('the server HTML sanitizer (an allow-list, run before content is stored)', () => {
  it('removes script elements together with their code', () => {
    const out = sanitizeHtml(
      '<p>Szia</p><script>alert("x")</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
    );
    expect(out).toBe('<p>Szia</p>');
  });

  it('removes event handler attributes but keeps the element', () => {
    const out = sanitizeHtml(
      '<img src="/media/a.jpg" alt="Sisak" onerror="alert(1)"><b onclick="steal()" onmouseover="x()">Akció</b>',
    );
    expect(out).toBe('<img src="/media/a.jpg" alt="Sisak"><b>Akció</b>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('drops the link address %s and keeps the link text', (href) => {
    expect(sanitizeHtml(`<a href="${href}">Kattints</a>`)).toBe('<a>Kattints</a>');
  });

  it('keeps http, https, mailto, tel and relative addresses', () => {
    const html =
      '<a href="https://motopont.hu/x">a</a><a href="http://example.hu">b</a><a href="mailto:bolt@motopont.hu">c</a>' +
      '<a href="tel:+3612345678">d</a><a href="/o/kontakt">e</a><a href="szallitas#gls">f</a><a href="#top">g</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps ordinary formatting, headings, lists, tables and images', () => {
    const html =
      '<h2>Szállítás</h2><p><strong>GLS</strong> és <em>MPL</em><br>futár</p><ul><li>egy</li></ul><ol><li>kettő</li></ol>' +
      '<table><thead><tr><th scope="col">Súly</th></tr></thead><tbody><tr><td colspan="2">1990 Ft</td></tr></tbody></table>' +
      '<blockquote>idézet</blockquote><img src="https://cdn.example/a.jpg" alt="Kép" width="200" height="100">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes iframes, objects, forms, style elements and style attributes', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x">' +
        '<form action="https://evil.example"><input name="card"><button>Küld</button></form>' +
        '<style>body{display:none}</style><p style="position:fixed">szöveg</p>',
    );
    expect(out).not.toMatch(/iframe|object|embed|form|input|style|position/);
    expect(out).toContain('<p>szöveg</p>');
  });

  it('neutralises svg and markup-nesting tricks', () => {
    const out = sanitizeHtml(
      '<svg><script>alert(1)</script></svg><svg onload="alert(1)"></svg><math><mtext><img src=x onerror=alert(1)></mtext></math>' +
        '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    );
    expect(out).not.toMatch(/onerror|onload|<script|<svg/i);
  });

  it('makes links that open a new tab safe and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://x.hu" target="_blank">x</a>')).toBe(
      '<a href="https://x.hu" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://x.hu" target="_top">x</a>')).toBe(
      '<a href="https://x.hu">x</a>',
    );
  });

  it('drops unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<font color="red">Figyelem</font>')).toBe('Figyelem');
  });
});
