import clsx from 'clsx';
import type { LogoImage } from '@/lib/logo';
import { Link } from '@/components/ui/link';
import { withBasePath } from '@/lib/base-path';

export type LogoProps = {
  /** The home page of the current language. */
  href: string;
  /** The owner's logo or monogram (lib/logo.ts). */
  image: LogoImage;
  agencyName: string;
  tagline: string;
  /** Read after the logo's words by screen readers (", home"). */
  homeSuffix: string;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  className?: string;
};

/** The agency's logo and wordmark, 90 pixels high, linking home. */
export function Logo({ href, image, agencyName, tagline, homeSuffix, inverted = false, className }: LogoProps) {
  return (
    <Link href={href} className={clsx('group flex h-[90px] min-w-0 items-center gap-2 rounded-lg sm:gap-3', className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- one small vector file, the same on every page */}
      <img src={withBasePath(image.src)} alt="" width={image.width} height={image.height} className="h-[90px] w-auto shrink-0" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className={clsx('font-display text-lg font-extrabold tracking-tight sm:text-xl', inverted ? 'text-white' : 'text-brand-900')}>
          {agencyName}
        </span>
        <span className={clsx('text-xs font-medium sm:text-sm', inverted ? 'text-gold-300' : 'text-brand-600')}>{tagline}</span>
        <span className="sr-only">{homeSuffix}</span>
      </span>
    </Link>
  );
}
