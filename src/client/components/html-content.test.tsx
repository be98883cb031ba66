import { render, screen } from '@testing-library/react';
import { HtmlContent } from './html-content';
import * as sanitizer from './sanitize-html';

describe('HtmlContent', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders ordinary formatting', () => {
    render(
      <HtmlContent html='<h2>Cím</h2><p><strong>Fontos</strong> <a href="/o/kontakt">kapcsolat</a></p>' />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Cím' })).toBeInTheDocument();
    expect(screen.getByText('Fontos').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'kapcsolat' })).toHaveAttribute('href', '/o/kontakt');
  });

  it('drops scripts, event handlers and javascript: links before they reach the page', () => {
    const { container } = render(
      <HtmlContent html='<p>Szöveg</p><script>window.pwned=1</script><img src="x" alt="" onerror="window.pwned=2"><a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe>' />,
    );
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(screen.getByText('link')).not.toHaveAttribute('href');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('shows plain text with the tags stripped when the HTML cannot be rendered safely', () => {
    jest.spyOn(sanitizer, 'sanitizeHtml').mockImplementation(() => {
      throw new Error('no DOM');
    });
    const { container } = render(
      <HtmlContent html="<p>Első <b>vastag</b></p><script>x()</script>" />,
    );
    expect(container.textContent).toBe('Első vastag');
    expect(container.querySelector('b, script')).toBeNull();
  });
});
