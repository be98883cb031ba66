import { FLOOR_PATHS, floorPages } from './floor-pages';

describe('the floor pages', () => {
  const pages = floorPages('/assets/main.abc.css', ['/assets/runtime.1.js', '/assets/vendor.2.js']);
  const stack = pages[FLOOR_PATHS.stack] ?? '';
  const html = pages[FLOOR_PATHS.html] ?? '';

  it('gives the stack page every first-load script, deferred, and the HTML page none', () => {
    expect(stack).toContain('<script defer src="/assets/runtime.1.js"></script>');
    expect(stack).toContain('<script defer src="/assets/vendor.2.js"></script>');
    expect(html).not.toContain('<script');
  });

  it('draws the same text in the shop style sheet on both', () => {
    const body = (page: string) => page.slice(page.indexOf('<body>'));
    expect(body(stack)).toBe(body(html));
    expect(body(html)).toContain('<h1>Ruházat, sisak</h1>');
    expect(body(html).match(/<li>/g)).toHaveLength(12);
    for (const page of [stack, html]) {
      expect(page).toContain('<link rel="stylesheet" href="/assets/main.abc.css">');
      expect(page).toContain('<html lang="hu">');
    }
  });
});
