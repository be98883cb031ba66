import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PagerNav } from './pager-nav';

function renderPager(current: number, pageCount: number) {
  return render(
    <MemoryRouter>
      <PagerNav
        label="Lapozás"
        current={current}
        pageCount={pageCount}
        hrefOf={(page) => `/akciok/?oldal=${page}`}
      />
    </MemoryRouter>,
  );
}

describe('PagerNav', () => {
  it('has no pager for a single page', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers the previous and next pages only where they exist', () => {
    const { unmount } = renderPager(1, 5);
    expect(screen.queryByRole('link', { name: 'Előző oldal' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Következő oldal' })).toHaveAttribute(
      'href',
      '/akciok/?oldal=2',
    );
    unmount();
    renderPager(5, 5);
    expect(screen.getByRole('link', { name: 'Előző oldal' })).toHaveAttribute(
      'href',
      '/akciok/?oldal=4',
    );
    expect(screen.queryByRole('link', { name: 'Következő oldal' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '5. oldal' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '4. oldal' })).not.toHaveAttribute('aria-current');
  });
});
