import { classifyMissingPath, readMissingAddress } from './not-found';

describe('classifyMissingPath', () => {
  it('recognises a missing plan under /product/', () => {
    expect(classifyMissingPath('/product/nope')).toEqual({ locale: 'en', kind: 'product' });
    expect(classifyMissingPath('/product/nope/')).toEqual({ locale: 'en', kind: 'product' });
    expect(classifyMissingPath('/product/a/b')).toEqual({ locale: 'en', kind: 'product' });
  });

  it('recognises a missing plan inside a category', () => {
    expect(classifyMissingPath('/product-category/wealth-creations/nope')).toEqual({ locale: 'en', kind: 'product' });
    expect(classifyMissingPath('/product-category/no-such-thing/nope')).toEqual({ locale: 'en', kind: 'product' });
  });

  it('recognises a missing category and makes its heading', () => {
    expect(classifyMissingPath('/product-category/no-such-thing')).toEqual({
      locale: 'en',
      kind: 'category',
      slug: 'no-such-thing',
      heading: 'NO SUCH THING',
    });
    expect(classifyMissingPath('/product-category/Home-Loans/')).toMatchObject({ heading: 'HOME LOANS' });
  });

  it('decodes the address, and survives a malformed escape', () => {
    expect(classifyMissingPath('/product-category/child%20plans')).toMatchObject({ kind: 'category', heading: 'CHILD PLANS' });
    expect(classifyMissingPath('/product-category/100%')).toMatchObject({ kind: 'category', heading: '100%' });
  });

  it('ignores a query string, a hash and a .html ending', () => {
    expect(classifyMissingPath('/product-category/no-such-thing?utm=x#top')).toMatchObject({ heading: 'NO SUCH THING' });
    expect(classifyMissingPath('/product-category/no-such-thing.html')).toMatchObject({ heading: 'NO SUCH THING' });
    expect(classifyMissingPath('/product/nope.html')).toEqual({ locale: 'en', kind: 'product' });
  });

  it('treats every other address as a missing page', () => {
    for (const path of ['/', '', '/no-such-page', '/product', '/product/', '/product-category', '/product-category/', '/products/x', '/about-us/team', '/all-products/x/y/z']) {
      expect(classifyMissingPath(path)).toEqual({ locale: 'en', kind: 'page' });
    }
    expect(classifyMissingPath('/a/product/nope')).toEqual({ locale: 'en', kind: 'page' });
  });

  it('removes the base path first', () => {
    expect(classifyMissingPath('/lic/product/nope', '/lic')).toEqual({ locale: 'en', kind: 'product' });
    expect(classifyMissingPath('/lic/product-category/no-such-thing', '/lic/')).toMatchObject({ heading: 'NO SUCH THING' });
    expect(classifyMissingPath('/lic', '/lic')).toEqual({ locale: 'en', kind: 'page' });
    // Only a whole first segment is a base path.
    expect(classifyMissingPath('/licence/product/nope', '/lic')).toEqual({ locale: 'en', kind: 'page' });
    // Without the base path in front, the address is read as it is.
    expect(classifyMissingPath('/product/nope', '/lic')).toEqual({ locale: 'en', kind: 'product' });
  });

  it('reads the language first: Hindi addresses get Hindi messages', () => {
    expect(classifyMissingPath('/hi/product/nope')).toEqual({ locale: 'hi', kind: 'product' });
    expect(classifyMissingPath('/hi/product-category/no-such-thing')).toMatchObject({ locale: 'hi', kind: 'category', heading: 'NO SUCH THING' });
    expect(classifyMissingPath('/hi/no-such-page')).toEqual({ locale: 'hi', kind: 'page' });
    expect(classifyMissingPath('/hi')).toEqual({ locale: 'hi', kind: 'page' });
    expect(classifyMissingPath('/lic/hi/product/x', '/lic')).toEqual({ locale: 'hi', kind: 'product' });
    // Only a whole first segment is a language.
    expect(classifyMissingPath('/hindi/product/x')).toEqual({ locale: 'en', kind: 'page' });
    expect(classifyMissingPath('/product/hi')).toEqual({ locale: 'en', kind: 'product' });
  });

  it('is self-contained, so the 404 page can inline it as a script', () => {
    const source = readMissingAddress.toString();
    const inlined = new Function(`return (${source})`)() as typeof readMissingAddress;
    expect(inlined('/hi/product-category/child%20plans', '', ['hi'], 'en')).toEqual({
      locale: 'hi',
      kind: 'category',
      slug: 'child plans',
      heading: 'CHILD PLANS',
    });
  });
});
