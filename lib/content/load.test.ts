/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentError, loadContent } from './load';

const repo = process.cwd();
let root: string;

/** A throw-away copy of content/ with every referenced image present under public/. */
function makeFixture() {
  root = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(path.join(repo, 'content'), path.join(root, 'content'), { recursive: true });
  const images = new Set<string>();
  const collect = (text: string) => {
    for (const match of text.matchAll(/"(\/images\/[^"]+)"/g)) images.add(match[1]!);
  };
  for (const dir of ['content', 'content/products']) {
    for (const file of readdirSync(path.join(root, dir))) {
      if (file.endsWith('.json')) collect(readFileSync(path.join(root, dir, file), 'utf8'));
    }
  }
  for (const src of images) {
    mkdirSync(path.dirname(path.join(root, 'public', src)), { recursive: true });
    writeFileSync(path.join(root, 'public', src), '');
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests edit arbitrary JSON on purpose
function edit(file: string, change: (data: any) => void) {
  const full = path.join(root, file);
  const data = JSON.parse(readFileSync(full, 'utf8'));
  change(data);
  writeFileSync(full, JSON.stringify(data, null, 2));
}

function errorOf(): string {
  try {
    loadContent(root);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the content to be rejected');
}

beforeEach(makeFixture);
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the shipped content', () => {
  it('is valid and complete', () => {
    const content = loadContent(repo);
    expect(content.products).toHaveLength(15);
    expect(content.products.map((p) => p.id)).toEqual(Array.from({ length: 15 }, (_, i) => `product${i + 1}`));
    expect(content.products.filter((p) => p.isTrending).map((p) => p.id)).toEqual([
      'product1',
      'product2',
      'product3',
      'product8',
      'product9',
      'product15',
    ]);
    expect(content.products.some((p) => !('isTrending' in p))).toBe(true);
    expect(content.categories).toHaveLength(6);
    expect(content.news).toHaveLength(5);
    expect(content.news.every((n) => n.category === 'LEADERSHIP')).toBe(true);
    expect(content.news.some((n) => n.imageUrl === undefined)).toBe(true);
    expect(content.banners.map((b) => b.title)).toEqual(['Secure Your Future With Insurance', 'Protect What Matters Most']);
    expect(content.importantLinks).toHaveLength(6);
    expect(content.about.paragraphs).toHaveLength(4);
    expect(content.about.highlights.years.value).toBe(10);
    expect(content.about.highlights.agents.value).toBe(100);
    expect(content.home.popup.image).toBe('/images/promo/welcome-offer.svg');
    expect(content.opportunitiesPage.why.heading).toMatch(/advisor/i);
  });

  it('loads the same from a copy', () => {
    expect(loadContent(root).products).toHaveLength(15);
  });
});

describe('bad content stops the build with file, field and value', () => {
  it('rejects an unknown category slug', () => {
    edit('content/products/index-plus.json', (p) => (p.categories = ['wealth']));
    const message = errorOf();
    expect(message).toContain('content/products/index-plus.json');
    expect(message).toContain('categories[0]');
    expect(message).toContain('"wealth"');
    expect(message).toContain('must be one of wealth-creations');
  });

  it('rejects a plan without a name', () => {
    edit('content/products/jeevan-utsav.json', (p) => delete p.name);
    const message = errorOf();
    expect(message).toMatch(/content\/products\/jeevan-utsav\.json → name: is required \(found: nothing/);
  });

  it('rejects an empty name', () => {
    edit('content/products/jeevan-utsav.json', (p) => (p.name = '  '));
    expect(errorOf()).toMatch(/jeevan-utsav\.json → name: must not be empty \(found: "  "\)/);
  });

  it('rejects a duplicate path', () => {
    edit('content/products/jeevan-utsav.json', (p) => (p.path = 'index-plus'));
    const message = errorOf();
    expect(message).toContain('content/products/jeevan-utsav.json → path: is already used by content/products/index-plus.json (found: "index-plus")');
  });

  it('rejects a duplicate id', () => {
    edit('content/products/jeevan-utsav.json', (p) => (p.id = 'product1'));
    expect(errorOf()).toContain('→ id: is already used by');
  });

  it('rejects an image that is not under public/', () => {
    edit('content/products/yuva-term.json', (p) => (p.imageUrls[2] = '/images/products/missing.svg'));
    const message = errorOf();
    expect(message).toContain('content/products/yuva-term.json → imageUrls[2]: image does not exist under public/');
    expect(message).toContain('"/images/products/missing.svg"');
  });

  it('rejects a news date not written DD/MM/YYYY', () => {
    edit('content/news.json', (n) => (n[1].date = '2025-02-28'));
    const message = errorOf();
    expect(message).toContain('content/news.json → [1].date: must be a real date written DD/MM/YYYY (found: "2025-02-28")');
  });

  it('rejects a date that does not exist', () => {
    edit('content/news.json', (n) => (n[0].date = '31/02/2025'));
    expect(errorOf()).toContain('"31/02/2025"');
  });

  it('rejects an important link off the insurer’s site', () => {
    edit('content/links.json', (l) => (l[0].href = 'https://example.org/'));
    expect(errorOf()).toContain('content/links.json → [0].href: must point to the insurer’s own site');
  });

  it('rejects a category left without plans', () => {
    for (const file of ['pension-plus', 'jeevan-shanti', 'jeevan-utsav', 'jeevan-umang']) {
      edit(`content/products/${file}.json`, (p) => (p.categories = p.categories.filter((c: string) => c !== 'retirement-planning')));
    }
    expect(errorOf()).toContain('no plan is in the category retirement-planning');
  });

  it('rejects a wrong phone number in the site identity', () => {
    edit('content/site.json', (s) => (s.phone = '98765'));
    expect(errorOf()).toContain('content/site.json → phone: must be an international number like +91 98765 43210 (found: "98765")');
  });

  it('rejects an unknown field, naming it', () => {
    edit('content/products/index-plus.json', (p) => (p.colour = 'blue'));
    expect(errorOf()).toContain('has unknown field colour');
  });

  it('rejects a popup heading too long for the popup', () => {
    edit('content/home.json', (h) => (h.popup.heading = 'A very long heading that will never fit in the small promotional popup'));
    const message = errorOf();
    expect(message).toContain('content/home.json → popup.heading: must be at most 60 characters');
    expect(message).toContain('(found: "A very long heading');
  });

  it('rejects a popup image that is not under public/', () => {
    edit('content/home.json', (h) => (h.popup.image = '/images/promo/missing.png'));
    expect(errorOf()).toContain('content/home.json → popup.image: image does not exist under public/ (found: "/images/promo/missing.png")');
  });

  it('rejects an About page without its four paragraphs', () => {
    edit('content/about.json', (a) => a.paragraphs.pop());
    const message = errorOf();
    expect(message).toContain('content/about.json → paragraphs: must have exactly 4 paragraphs');
    expect(message).toContain('(found: ["');
  });

  it('rejects an experience figure that is not a whole number', () => {
    edit('content/about.json', (a) => (a.highlights.years.value = '10+'));
    expect(errorOf()).toContain('content/about.json → highlights.years.value: must be a number like 10, without + or words (found: "10+")');
  });

  it('rejects an empty section heading on the Opportunities page', () => {
    edit('content/opportunities-page.json', (o) => (o.who.heading = ''));
    expect(errorOf()).toContain('content/opportunities-page.json → who.heading: must not be empty (found: "")');
  });

  it('rejects an Opportunities offer with a field it does not know', () => {
    edit('content/opportunities-page.json', (o) => (o.offer.items[1].icon = 'star'));
    expect(errorOf()).toContain('content/opportunities-page.json → offer.items[1]: has unknown field icon');
  });

  it('rejects a missing page file, naming it', () => {
    rmSync(path.join(root, 'content/about.json'));
    expect(errorOf()).toContain('content/about.json → (whole file): file is missing');
  });

  it('lists every problem at once', () => {
    edit('content/products/index-plus.json', (p) => (p.categories = ['wealth']));
    edit('content/news.json', (n) => (n[0].date = '1/2/2025'));
    expect(errorOf()).toMatch(/2 problems/);
  });
});
