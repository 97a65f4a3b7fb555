import { renderToStaticMarkup } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { AppImage } from './app-image';

describe('AppImage', () => {
  it('serves a replaced photo as build-time WebP variants at the widths the layout needs', () => {
    render(<AppImage src="/images/about/team.jpg" width={1600} height={1067} alt="Our team" sizes="(min-width: 1024px) 50vw, 100vw" />);
    const img = screen.getByRole('img', { name: 'Our team' });
    const srcset = img.getAttribute('srcset') ?? '';
    expect(srcset).toMatch(/\/images\/about\/nextImageExportOptimizer\/team-opt-640\.WEBP 640w/);
    expect(srcset).toMatch(/team-opt-1920\.WEBP 1920w/);
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1067');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('serves vector artwork as it is, eagerly when asked', () => {
    render(<AppImage src="/images/banners/secure-future.svg" width={1200} height={800} alt="Banner" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(new URL(img.getAttribute('src')!, 'http://localhost').pathname).toBe('/images/banners/secure-future.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe('/images/banners/secure-future.svg');
  });

  it('renders a plain <img> whose fallback src is the largest WebP variant', () => {
    const markup = renderToStaticMarkup(
      <AppImage src="/images/news/visit.png" width={800} height={600} alt="A visit" sizes="(min-width: 640px) 50vw, 100vw" />,
    );
    expect(markup).toMatch(/^<img [^>]*alt="A visit"/);
    expect(markup).toContain('src="/images/news/nextImageExportOptimizer/visit-opt-1920.WEBP"');
    expect(markup).not.toContain('style=');
  });
});
