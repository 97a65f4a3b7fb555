export { default, generateMetadata } from '../../(en)/contact/page';
