import { render, screen } from '@testing-library/react';
import { LazyHtmlContent } from './lazy-html-content';

describe('LazyHtmlContent', () => {
  it('shows the text at once without any markup, then the sanitized formatting', async () => {
    const { container } = render(
      <LazyHtmlContent
        html='<p>Első <b>vastag</b>, <em>dőlt</em>.</p><script>window.pwned=1</script><p>Második&nbsp;bekezdés</p><img src="x" onerror="window.pwned=2">'
        className="leiras"
      />,
    );
    // Before the sanitizer arrives: plain text, words kept together, no element from the HTML.
    expect(container.textContent).toBe('Első vastag, dőlt. Második bekezdés');
    expect(container.querySelector('.leiras')).not.toBeNull();
    expect(container.querySelector('b, em, p, script, img')).toBeNull();

    expect((await screen.findByText('vastag')).tagName).toBe('B');
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(container.querySelector('.leiras.html-content')).not.toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });
});
