import { render, screen } from '@testing-library/react';
import { ProductImage } from './product-image';

const sources = (picture: Element | null) =>
  Array.from(picture?.querySelectorAll('source') ?? []).map((s) => ({
    type: s.getAttribute('type'),
    srcset: s.getAttribute('srcset'),
    sizes: s.getAttribute('sizes'),
  }));

describe('ProductImage', () => {
  it('offers AVIF and WebP at 320, 640 and 1200 px, with a JPEG fallback, sizes, width and height', () => {
    render(
      <ProductImage
        src="/media/products/sisak-1.svg"
        alt="Bukósisak"
        width={320}
        height={320}
        sizes="(min-width: 1100px) 280px, 50vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'Bukósisak' });
    expect(img).toHaveAttribute('src', '/media/w/640/products/sisak-1.svg.jpg');
    expect(img).toHaveAttribute(
      'srcset',
      '/media/w/320/products/sisak-1.svg.jpg 320w, /media/w/640/products/sisak-1.svg.jpg 640w, /media/w/1200/products/sisak-1.svg.jpg 1200w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 1100px) 280px, 50vw');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '320');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(sources(img.closest('picture'))).toEqual([
      {
        type: 'image/avif',
        srcset:
          '/media/w/320/products/sisak-1.svg.avif 320w, /media/w/640/products/sisak-1.svg.avif 640w, /media/w/1200/products/sisak-1.svg.avif 1200w',
        sizes: '(min-width: 1100px) 280px, 50vw',
      },
      {
        type: 'image/webp',
        srcset:
          '/media/w/320/products/sisak-1.svg.webp 320w, /media/w/640/products/sisak-1.svg.webp 640w, /media/w/1200/products/sisak-1.svg.webp 1200w',
        sizes: '(min-width: 1100px) 280px, 50vw',
      },
    ]);
  });

  it('loads the page’s main picture at once with high priority', () => {
    render(
      <ProductImage
        src="/media/uploads/0123456789abcdef0123456789abcdef.png"
        alt="Kesztyű"
        width={800}
        height={800}
        sizes="100vw"
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Kesztyű' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute(
      'src',
      '/media/w/640/uploads/0123456789abcdef0123456789abcdef.png.jpg',
    );
  });

  it('shows a picture from elsewhere as it is, without renditions', () => {
    render(
      <ProductImage
        src="https://cdn.example.hu/kep.jpg"
        alt="Külső kép"
        width={72}
        height={72}
        sizes="72px"
      />,
    );
    const img = screen.getByRole('img', { name: 'Külső kép' });
    expect(img).toHaveAttribute('src', 'https://cdn.example.hu/kep.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img.closest('picture')).toBeNull();
  });
});
