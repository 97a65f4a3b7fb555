import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { aboutPage } from '@/lib/pages/about';
import { WhoWeAre } from '@/components/about/who-we-are';
import { WhyLic } from '@/components/about/why-lic';
import { buttonClass } from '@/components/ui/button';
import { CtaBanner } from '@/components/ui/cta-banner';
import { Icon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return aboutPage(await pageContextFor(params)).metadata;
}

export default async function AboutPage({ params }: Props) {
  const { heading, eyebrow, intro, whoWeAre, whyLic, thankYou } = aboutPage(await pageContextFor(params));
  return (
    <>
      <PageHero title={heading} eyebrow={eyebrow} intro={intro} />
      <WhoWeAre {...whoWeAre} />
      {whyLic && <WhyLic {...whyLic} />}
      <CtaBanner
        id="thank-you"
        tone="light"
        heading={thankYou.heading}
        text={thankYou.text}
        badge={<Icon name="heart" className="size-8" />}
        className="py-16 sm:py-20"
      >
        <Link href={thankYou.contact.href} className={buttonClass('navy')}>
          <Icon name="phone" className="size-5" />
          {thankYou.contact.label}
        </Link>
        <Link href={thankYou.plans.href} className={buttonClass('outline')}>
          {thankYou.plans.label}
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </CtaBanner>
    </>
  );
}
