/** The three editable pages (admin-side §2 page content editors, §3 page content), by the slug the API uses. */
export const CMS_PAGES = [
  { page: 'HOME_PAGE', slug: 'home-page', path: '/', editor: '/homepage_cms', title: 'Strona główna' },
  { page: 'HOW_IT_WORKS', slug: 'how-it-works', path: '/how_it_works', editor: '/how_it_works_cms', title: 'Jak to działa' },
  { page: 'VERIFY_DATA', slug: 'verify-data', path: '/verify_data', editor: '/verify_data_cms', title: 'Weryfikuj dane' },
] as const;
export type CmsPageSlug = (typeof CMS_PAGES)[number]['slug'];

/** Images uploaded with page content: the types the API accepts (checked by their bytes) and its size limit. */
export const CMS_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const CMS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The page's content as HTML; a generous cap well above any real page. */
export const CMS_CONTENT_MAX_CHARS = 1_000_000;

export const cmsMessages = {
  saved: 'Zapisano treść strony.',
  imageType: 'Dozwolone są obrazy PNG, JPEG, GIF i WebP.',
  imageTooLarge: 'Obraz jest za duży (maksymalnie 5 MB).',
  contentTooLong: 'Treść strony jest za długa.',
  newImagesMissing: 'Treść wskazuje obrazy, których nie przesłano.',
  tooManyNewImages: (max: number) => `Jeden zapis może dodać najwyżej ${max} obrazów.`,
} as const;

/** The address page content gives a saved image: the gateway's `GET /files/cms-images/{id}`. */
export const cmsImagePath = (id: string) => `/files/cms-images/${encodeURIComponent(id)}`;

/** The ids of the saved images a content shows, in order, once each: what a save sends as `images[]` (the images the page keeps). */
export function cmsImageIdsOf(content: string): string[] {
  return [...new Set([...content.matchAll(/\/files\/cms-images\/(\d+)/g)].map((m) => m[1]!))];
}

/**
 * In a save that carries new images (`POST /files/cms-page/{page}`, multipart `content`, `images[]`, `file[]`), the
 * content points at its n-th `file[]` (from 0) by this address, which the gateway swaps for the image's own once the
 * API has stored it.
 */
export const newImageSource = (index: number) => `new-image:${index}`;

const NEW_IMAGE = /new-image:(\d+)/g;

/** The indexes of the new images a content points at, once each, in order. */
export function newImageIndexes(content: string): number[] {
  return [...new Set([...content.matchAll(NEW_IMAGE)].map((m) => Number(m[1])))];
}

/** The content with each `new-image:n` swapped for `addresses[n]` (left as it is where there is none). */
export const withNewImageAddresses = (content: string, addresses: readonly string[]) =>
  content.replace(NEW_IMAGE, (source, index: string) => addresses[Number(index)] ?? source);

/** New images one save may carry: the stand-in's multipart limit, and more than a page of content holds. */
export const CMS_NEW_IMAGES_MAX = 20;
