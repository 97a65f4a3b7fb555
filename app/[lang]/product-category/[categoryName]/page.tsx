export { default, generateMetadata, generateStaticParams } from '../../../(en)/product-category/[categoryName]/page';

export const dynamicParams = false;
