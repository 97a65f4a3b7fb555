export { default, generateMetadata } from '../../(en)/all-products/page';
