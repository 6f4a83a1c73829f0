/** /task/details (spec 2.3): the older address of /task/detailsV2, the same screen. */
export { default, generateMetadata } from '../detailsV2/page';
