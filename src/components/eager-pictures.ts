/**
 * How many pictures of a public page's list are fetched at once; the rest load lazily. On a phone
 * (360 × 740 and up) the cards stack, and the first two pictures are in the first view: the top of
 * the second is 480-540 px down on Waters, on each water's page and on Our People (on a tall
 * phone, 412 × 823 as Lighthouse's, it can be the page's largest element). Lazy, it would be asked
 * for only once the page is laid out; the third is below the first view.
 */
export const EAGER_PICTURES = 2;
