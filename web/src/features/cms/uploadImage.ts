import { CMS_IMAGE_MAX_BYTES, CMS_IMAGE_TYPES, cmsMessages, messages, type CmsPageSlug } from 'schema/validation';

/**
 * Uploads one image of a page through the gateway's file route, checked here first for the person's sake (the
 * gateway checks the bytes again). Answers the address to put in the content, or the message to show.
 */
export async function uploadCmsImage(slug: CmsPageSlug, file: File): Promise<{ url: string } | { error: string }> {
  if (!(CMS_IMAGE_TYPES as readonly string[]).includes(file.type)) return { error: cmsMessages.imageType };
  if (file.size > CMS_IMAGE_MAX_BYTES) return { error: cmsMessages.imageTooLarge };
  const body = new FormData();
  body.append('image', file);
  try {
    const response = await fetch(`/files/cms-image/${slug}`, { method: 'POST', body, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const answer = (await response.json()) as { __typename?: string; url?: string; message?: string; errors?: { message: string }[] };
    if (answer.__typename === 'CmsImage' && answer.url) return { url: answer.url };
    return { error: answer.message ?? answer.errors?.[0]?.message ?? messages.generic };
  } catch {
    return { error: messages.generic };
  }
}
