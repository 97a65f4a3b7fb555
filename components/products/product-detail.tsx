import clsx from 'clsx';
import type { DetailBlock, Product } from '@/lib/content';
import { getCategories, getProducts, getSite } from '@/lib/content';
import { getImage } from '@/lib/images';
import { categoryHref, categoryProductHref, findCategory, productHref, relatedProducts } from '@/lib/plans';
import { categoryHeading, telHref, whatsappHref } from '@/lib/text';
import { AppImage, EnlargedImage } from '@/components/ui/app-image';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { productJsonLd } from '@/lib/jsonld';
import { Carousel } from '@/components/ui/carousel';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { ZoomableImage } from '@/components/ui/image-modal';
import { PageHero } from '@/components/ui/page-hero';
import { CategoryChips } from './category-chips';
import { ProductCard } from './product-card';
import { TrendingChip } from './trending-chip';

export type ProductDetailProps = {
  product: Product;
  /** The category the visitor came through, on /product-category/{category}/{id}. */
  category?: string;
};

/** The plan gallery's layout: slides per view and gaps in pixels, by viewport width. */
export const GALLERY_PER_VIEW = { 0: 1, 640: 2, 768: 3, 1024: 4 } as const;
export const GALLERY_GAP = { 0: 10, 640: 20, 768: 30, 1024: 40 } as const;

const isNote = (block: DetailBlock) => /^good to know$/i.test(block.title.trim());

function DetailSection({ block }: { block: DetailBlock }) {
  const note = isNote(block);
  return (
    <article
      data-testid="detail-block"
      className={clsx(
        'rounded-2xl p-5 sm:p-7',
        note ? 'bg-gold-50 ring-1 ring-gold-200' : 'bg-white shadow-card ring-1 ring-brand-100',
      )}
    >
      <h3 className="flex items-center gap-3 font-display text-lg font-bold text-brand-900 sm:text-xl">
        <span
          aria-hidden="true"
          className={clsx(
            'flex size-9 shrink-0 items-center justify-center rounded-xl',
            note ? 'bg-gold-400 text-brand-950' : 'bg-brand-50 text-brand-600',
          )}
        >
          {note ? (
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round">
              <circle cx="12" cy="12" r="9.5" />
              <path d="M12 11v5.5M12 7.5h.01" />
            </svg>
          ) : (
            <Icon name="check" className="size-5" />
          )}
        </span>
        {block.title}
      </h3>
      {block.Description && (
        <p className={clsx('mt-3 leading-relaxed', note ? 'text-slate-800' : 'text-slate-700')}>{block.Description}</p>
      )}
      {block.listItems && (
        <ul role="list" className="mt-4 space-y-3">
          {block.listItems.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-gold-500 ring-4 ring-gold-100" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * One plan's page, shared by /product/{id} and /product-category/{category}/{id}: the slim banner with the
 * plan's name, breadcrumbs, the picture gallery with its enlarged-image dialog, the Quick Pitch, a contact
 * panel and related plans.
 */
export function ProductDetail({ product, category }: ProductDetailProps) {
  const site = getSite();
  const categories = getCategories();
  const images = product.imageUrls.map((src) => getImage(src));
  const names = images.map((_, index) => `${product.name} ${index + 1}`);
  const here = category ? categoryProductHref(category, product) : productHref(product);
  const related = relatedProducts(product, getProducts(), { within: category });
  const planCategories = product.categories.flatMap((slug) => {
    const entry = findCategory(slug, categories);
    return entry ? [{ slug, entry }] : [];
  });

  return (
    <>
      <JsonLd data={productJsonLd(product)} />
      <PageHero title={product.name} compact />
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: 'Products', path: '/product-category' },
          ...(category ? [{ name: categoryHeading(category), path: categoryHref(category) }] : []),
          { name: product.name, path: here },
        ]}
      />

      <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-2 pt-4">
        {product.isTrending === true && <TrendingChip />}
        <CategoryChips
          size="sm"
          label={`Needs ${product.name} serves`}
          chips={planCategories.map(({ slug, entry }) => ({ title: entry.title, href: categoryHref(slug), colour: entry.colour }))}
        />
      </div>

      <div className="container-page pt-6 pb-4">
        <Carousel
          label={`${product.name} pictures`}
          perView={GALLERY_PER_VIEW}
          gap={GALLERY_GAP}
          slideNames={names}
          testId="product-gallery"
        >
          {images.map((image, index) => (
            <ZoomableImage
              key={`${index}-${image.src}`}
              enlarged={<EnlargedImage {...image} alt="Selected Product" />}
              label={`Enlarge image: ${names[index]}`}
              className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl bg-brand-50 shadow-card ring-1 ring-brand-100 transition-shadow hover:shadow-lift"
            >
              <AppImage
                {...image}
                alt={names[index]!}
                sizes="(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 768px) 32vw, (min-width: 640px) 48vw, 92vw"
                priority={index === 0}
                className="block h-auto w-full"
              />
            </ZoomableImage>
          ))}
        </Carousel>
      </div>

      <div className="container-page grid gap-10 pt-8 pb-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="quick-pitch-heading">
          <h2 id="quick-pitch-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            {product.name} <span className="text-gold-600">Quick Pitch</span>
          </h2>
          <div className="mt-6 space-y-5" data-testid="quick-pitch">
            {product.details.map((block, index) => (
              <DetailSection key={`${index}-${block.title}`} block={block} />
            ))}
          </div>
        </section>

        <aside aria-labelledby="plan-contact-heading" className="lg:sticky lg:top-40 lg:self-start">
          <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white shadow-lift sm:p-7">
            <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-12 size-44 rounded-full bg-gold-400/20 blur-2xl" />
            <h2 id="plan-contact-heading" className="relative text-xl font-extrabold tracking-tight">
              Interested in {product.name}?
            </h2>
            <p className="relative mt-3 text-sm leading-relaxed text-brand-100">
              Ask for a personalised illustration and a straight answer on whether this plan suits you. No obligation.
            </p>
            <div className="relative mt-6 flex flex-col gap-3">
              <ExternalLink
                href={whatsappHref(site.whatsapp, `Hello! I would like to know more about ${product.name}.`)}
                data-testid="plan-whatsapp"
                className="inline-flex items-center justify-center gap-2 rounded-full bg-white px-5 py-3 font-bold text-brand-900 shadow-card transition-colors hover:bg-brand-50"
              >
                <Icon name="whatsapp" className="size-5 text-whatsapp-dark" />
                Ask about {product.name} on WhatsApp
              </ExternalLink>
              <a
                href={telHref(site.phone)}
                data-testid="plan-call"
                className="inline-flex items-center justify-center gap-2 rounded-full bg-gold-400 px-5 py-3 font-bold text-brand-950 shadow-card transition-colors hover:bg-gold-300"
              >
                <Icon name="phone" className="size-5" />
                Call {site.phone}
              </a>
            </div>
            <p className="relative mt-5 flex items-start gap-2 text-xs leading-relaxed text-brand-100">
              <Icon name="clock" className="mt-px size-4 shrink-0 text-gold-300" />
              {site.hours}
            </p>
          </div>
        </aside>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-gradient-to-b from-brand-50/80 to-white py-14">
          <div className="container-page">
            <h2 id="related-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
              Related plans
            </h2>
            <p className="mt-2 text-slate-600">
              {category
                ? `More plans for ${(findCategory(category, categories)?.title ?? categoryHeading(category)).toLowerCase()}.`
                : `Other plans for the same needs as ${product.name}.`}
            </p>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="related-plans">
              {related.map((other) => (
                <li key={other.path}>
                  <ProductCard
                    product={other}
                    href={category ? categoryProductHref(category, other) : productHref(other)}
                    image={getImage(other.imageUrls[0]!)}
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
