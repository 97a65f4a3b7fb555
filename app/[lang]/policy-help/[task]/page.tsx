export { default, generateMetadata, generateStaticParams } from '../../../(en)/policy-help/[task]/page';

export const dynamicParams = false;
