import { CMS_IMAGE_MAX_BYTES, CMS_IMAGE_TYPES, cmsMessages, type CmsPageSlug } from 'schema/validation';
import { fileProblemOf, type FileProblem } from '../../shared/files/fileProblem';

/**
 * Uploads one image of a page through the gateway's file route, checked here first for the person's sake (the
 * gateway checks the bytes again). Answers the address to put in the content, or the message to show with the
 * route's problem behind it.
 */
export async function uploadCmsImage(slug: CmsPageSlug, file: File): Promise<{ url: string } | { error: string; problem?: FileProblem }> {
  if (!(CMS_IMAGE_TYPES as readonly string[]).includes(file.type)) return { error: cmsMessages.imageType };
  if (file.size > CMS_IMAGE_MAX_BYTES) return { error: cmsMessages.imageTooLarge };
  const body = new FormData();
  body.append('image', file);
  let answer: unknown = null;
  try {
    const response = await fetch(`/files/cms-image/${slug}`, { method: 'POST', body, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    answer = await response.json();
  } catch {
    // The generic message below.
  }
  const image = answer as { __typename?: string; url?: string } | null;
  if (image?.__typename === 'CmsImage' && image.url) return { url: image.url };
  const problem = fileProblemOf(answer);
  return { error: problem.message, problem };
}
