export { default, generateMetadata, generateStaticParams } from '../../../(en)/product/[id]/page';

export const dynamicParams = false;
