/** The refusal of an upload holding markup, for every upload that is checked for it. */
export const MARKUP_REFUSED = '文件中含有网页或 SVG 代码，不能上传';

/**
 * How much of a file a browser reads to guess its type (the "resource header" of the WHATWG MIME
 * Sniffing standard): markup there is what a sniffing browser would run as a page.
 */
const SNIFFED_BYTES = 1445;

/**
 * Tags that start a page or an SVG, followed by what ends a tag name. Only names of four or more
 * characters (or `<!--`, `<?xml`): compressed audio or video is close to random bytes, and a short
 * pattern like `<a ` would turn up in about one file in a thousand.
 */
const MARKUP =
  /<(?:!doctype|!--|\?xml|html|head|body|script|iframe|object|embed|svg|style|title|table|font|div|link|meta)[\s/>]/i;

/** Pure: does the part of these bytes a browser sniffs hold HTML or SVG? */
export function holdsMarkup(bytes: Buffer): boolean {
  return MARKUP.test(bytes.toString('latin1', 0, Math.min(bytes.length, SNIFFED_BYTES)));
}
