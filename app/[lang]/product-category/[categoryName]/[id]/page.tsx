export { default, generateMetadata, generateStaticParams } from '../../../../(en)/product-category/[categoryName]/[id]/page';

export const dynamicParams = false;
