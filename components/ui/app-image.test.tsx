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
    expect(img).not.toHaveAttribute('loading', 'lazy');
  });
});
