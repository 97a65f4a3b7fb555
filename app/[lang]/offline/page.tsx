export { default, generateMetadata } from '../../(en)/offline/page';
