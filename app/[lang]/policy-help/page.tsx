export { default, generateMetadata } from '../../(en)/policy-help/page';
