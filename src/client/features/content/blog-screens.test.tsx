import { screen, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { Route } from 'react-router-dom';
import type { BlogArticle, BlogItem } from '@common/api/content.schema';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import BlogArticleScreen from './blog-article-screen';
import BlogListScreen from './blog-list-screen';

const items: BlogItem[] = [
  {
    id: 2,
    alias: 'teli-tarolas',
    title: 'Így teleltesd a motorod',
    created_at: '2026-11-12T09:00:00.000Z',
    excerpt: 'Öt <em>lépés</em> a teleléshez.',
  },
  {
    id: 1,
    alias: 'sisakvalasztas',
    title: 'Sisakválasztás',
    created_at: '2026-03-01T08:00:00.000Z',
    excerpt: 'Típusok és méretek.',
  },
];
const article: BlogArticle = {
  id: 2,
  alias: 'teli-tarolas',
  title: 'Így teleltesd a motorod',
  created_at: '2026-11-12T09:00:00.000Z',
  content:
    '<ol><li>Tankold tele.</li><li>Vedd ki az akkumulátort.</li></ol><img src="x" onerror="window.pwned = 1">',
};

describe('BlogListScreen', () => {
  it("lists the posts under 'Legfrissebb bejegyzések:' with title, Hungarian date and excerpt", async () => {
    server.use(http.get('/api/blog_items', () => HttpResponse.json(items)));
    renderWithProviders(<BlogListScreen />, { route: '/blog' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Legfrissebb bejegyzések:' }),
    ).toBeInTheDocument();
    const posts = screen.getAllByRole('article');
    expect(posts).toHaveLength(2);
    const first = within(posts[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Így teleltesd a motorod' })).toHaveAttribute(
      'href',
      '/blog/teli-tarolas',
    );
    expect(first.getByText('2026. november 12.')).toHaveAttribute(
      'datetime',
      '2026-11-12T09:00:00.000Z',
    );
    expect(first.getByText('lépés').tagName).toBe('EM');
    expect(within(posts[1] as HTMLElement).getByText('2026. március 1.')).toBeInTheDocument();
    expect(document.title).toBe('Blog - MotoPont');
  });

  it('says when the list could not be loaded', async () => {
    server.use(
      http.get('/api/blog_items', () => HttpResponse.json({ message: 'hiba' }, { status: 500 })),
    );
    renderWithProviders(<BlogListScreen />, { route: '/blog' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A bejegyzések betöltése nem sikerült.',
    );
  });
});

describe('BlogArticleScreen', () => {
  const renderArticle = (alias: string) =>
    renderWithProviders(<BlogArticleScreen />, {
      route: `/blog/${alias}`,
      path: '/blog/:alias',
      extraRoutes: <Route path="/blog" element={<p>A blog listája</p>} />,
    });

  it("shows 'Bejegyzés betöltése..' and then the article", async () => {
    server.use(
      http.get('/api/blog_item/:alias', async () => {
        await delay(30);
        return HttpResponse.json(article);
      }),
    );
    const { container } = renderArticle('teli-tarolas');
    expect(screen.getByText('Bejegyzés betöltése..')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Így teleltesd a motorod' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Vedd ki az akkumulátort.')).toBeInTheDocument();
    expect(screen.getByText('2026. november 12.')).toBeInTheDocument();
    expect(screen.queryByText('Bejegyzés betöltése..')).not.toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(document.title).toBe('Így teleltesd a motorod - MotoPont');
  });

  it("says 'Bejegyzés nem található.' for an unknown post and leads back to the list", async () => {
    server.use(
      http.get('/api/blog_item/:alias', () =>
        HttpResponse.json({ message: 'Bejegyzés nem található.' }, { status: 404 }),
      ),
    );
    const { user } = renderArticle('nincs');
    expect(await screen.findByText('Bejegyzés nem található.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Vissza a bejegyzésekhez' }));
    expect(await screen.findByText('A blog listája')).toBeInTheDocument();
  });

  it('says when the article could not be loaded, and loads it on another try', async () => {
    let fail = true;
    server.use(
      http.get('/api/blog_item/:alias', () =>
        fail ? HttpResponse.error() : HttpResponse.json(article),
      ),
    );
    const { user } = renderArticle('teli-tarolas');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A bejegyzés betöltése nem sikerült.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Újrapróbálom' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Így teleltesd a motorod' }),
    ).toBeInTheDocument();
  });
});
