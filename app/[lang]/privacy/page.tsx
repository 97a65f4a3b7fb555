export { default, generateMetadata } from '../../(en)/privacy/page';
