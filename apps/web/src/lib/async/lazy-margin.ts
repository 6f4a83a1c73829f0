/** Spec 9: "Image lazy-loading margin 200px": how near the viewport a lazy image or a list's next page starts loading. */
export const LAZY_MARGIN = '200px';
