export { default, generateMetadata } from '../../(en)/opportunities/page';
