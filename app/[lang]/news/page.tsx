export { default, generateMetadata } from '../../(en)/news/page';
