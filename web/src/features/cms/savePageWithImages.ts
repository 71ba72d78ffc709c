import { cmsImageIdsOf, messages, type CmsPageSlug } from 'schema/validation';
import { fileProblemOf, type FileProblem } from '../../shared/files/fileProblem';

export interface SavedWithImages {
  content: string;
  newImages: { id: string; url: string }[];
  message: string;
}

/**
 * Saves a page with its new pictures in one request, the spec's save (`POST /files/cms-page/{page}`: multipart
 * `content`, `images[]` of the pictures it keeps, then a `file[]` per new picture, which `content` points at as
 * `new-image:n`). Answers the content as saved, with the pictures' addresses, or the problem to show.
 */
export async function savePageWithImages(slug: CmsPageSlug, content: string, files: readonly File[]): Promise<SavedWithImages | { problem: FileProblem }> {
  const body = new FormData();
  body.append('content', content);
  for (const id of cmsImageIdsOf(content)) body.append('images[]', id);
  for (const file of files) body.append('file[]', file);
  let answer: unknown = null;
  try {
    const response = await fetch(`/files/cms-page/${slug}`, { method: 'POST', body, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    answer = await response.json();
  } catch {
    // The generic message below.
  }
  const page = answer as ({ __typename?: string } & Partial<SavedWithImages>) | null;
  if (page?.__typename === 'PageContent' && typeof page.content === 'string' && Array.isArray(page.newImages)) {
    return { content: page.content, newImages: page.newImages, message: page.message ?? '' };
  }
  return { problem: fileProblemOf(answer, messages.generic) };
}
