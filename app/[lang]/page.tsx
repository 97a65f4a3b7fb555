export { default, generateMetadata } from '../(en)/page';
