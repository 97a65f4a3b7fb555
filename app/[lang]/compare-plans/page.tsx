export { default, generateMetadata } from '../../(en)/compare-plans/page';
