/** /task/product (spec 2.3): the older address of /task/product_v2, the same screen. */
export { default, generateMetadata } from '../product_v2/page';
