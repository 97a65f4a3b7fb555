export { default, generateMetadata } from '../../(en)/about-us/page';
