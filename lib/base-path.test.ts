import { withBasePath } from './base-path';

describe('withBasePath', () => {
  it('puts an address below the folder the site is published under', () => {
    expect(withBasePath('/images/a.svg', '/repo')).toBe('/repo/images/a.svg');
    expect(withBasePath('/hi/about-us', '/repo')).toBe('/repo/hi/about-us');
  });

  it('makes the home page the folder itself, and leaves every address as it is at a domain’s root', () => {
    expect(withBasePath('/', '/repo')).toBe('/repo');
    expect(withBasePath('/', '')).toBe('/');
    expect(withBasePath('/logo.svg', '')).toBe('/logo.svg');
  });
});
