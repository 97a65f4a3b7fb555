export { default, generateMetadata } from '../../(en)/product-category/page';
