/** The three editable pages (admin-side §2 page content editors, §3 page content), by the slug the API uses. */
export const CMS_PAGES = [
  { slug: 'home-page', path: '/', editor: '/homepage_cms', title: 'Strona główna' },
  { slug: 'how-it-works', path: '/how_it_works', editor: '/how_it_works_cms', title: 'Jak to działa' },
  { slug: 'verify-data', path: '/verify_data', editor: '/verify_data_cms', title: 'Weryfikuj dane' },
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
} as const;
