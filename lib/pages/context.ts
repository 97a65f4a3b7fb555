import 'server-only';
import { getContent, type Content } from '@/lib/content';
import { getDictionary, type Locale } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { getImage, type ImageData } from '@/lib/images';
import type { SiteContext } from '@/lib/seo/metadata';

/**
 * What a view model is made from, made once per page: the page's language, its words, the publisher
 * in that language (the site's address included), the part of the language's content the view model
 * shows, and how a picture under public/ is sized. A view model reads nothing else: its inputs are its
 * arguments, so its tests give it a small fixture (lib/pages/fixture.ts).
 */
export type PageContext<K extends keyof Content = keyof Content> = SiteContext & {
  content: Pick<Content, K>;
  /** A picture under public/ with its width and height, so nothing shifts as it loads (lib/images.ts reads the file). */
  image: (src: string) => ImageData;
};

/** A language's context: its content read and checked (once per build), its dictionary in the owner's voice, and pictures sized from their files. */
export function pageContext(locale: Locale): PageContext {
  const content = getContent(locale);
  return { locale, dict: getDictionary(locale, content.site.voice), site: content.site, content, image: getImage };
}

/** The context of the page being rendered, in the language of its route params. */
export async function pageContextFor(params: Promise<LocaleParams>): Promise<PageContext> {
  return pageContext(await pageLocale(params));
}
