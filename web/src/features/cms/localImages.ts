import { CMS_IMAGE_MAX_BYTES, CMS_IMAGE_TYPES, cmsMessages, newImageSource } from 'schema/validation';

/**
 * The pictures inserted into a page's content, kept in the browser until the page is saved (decision 044): each is
 * shown by an object URL, a save carries the files of the ones the content still shows (the spec's `file[]`), and
 * once saved each is known by its own address, which the content sent afterwards uses. The object URLs live as long
 * as the editor: the editor goes on showing the pictures by them.
 */
export class LocalImages {
  /** Object URL → a picture not yet saved. */
  private readonly pending = new Map<string, File>();
  /** Object URL → the saved picture's address. */
  private readonly saved = new Map<string, string>();

  /** Takes a picture the person chose, checked here as the gateway will check it (it checks the bytes too). */
  add(file: File): { url: string } | { error: string } {
    if (!(CMS_IMAGE_TYPES as readonly string[]).includes(file.type)) return { error: cmsMessages.imageType };
    if (file.size > CMS_IMAGE_MAX_BYTES) return { error: cmsMessages.imageTooLarge };
    const url = URL.createObjectURL(file);
    this.pending.set(url, file);
    return { url };
  }

  /** The editor's HTML as the page would hold it: saved pictures by their addresses. */
  resolve(html: string): string {
    let content = html;
    for (const [url, address] of this.saved) content = content.replaceAll(url, address);
    return content;
  }

  /** What a save sends: the content with each unsaved picture it shows as `new-image:n`, and their files in that order. */
  toSave(html: string): { content: string; files: File[]; urls: string[] } {
    let content = this.resolve(html);
    const files: File[] = [];
    const urls: string[] = [];
    for (const [url, file] of this.pending) {
      if (!content.includes(url)) continue;
      content = content.replaceAll(url, newImageSource(files.length));
      files.push(file);
      urls.push(url);
    }
    return { content, files, urls };
  }

  /** The pictures of a save (`urls`, as `toSave` gave them) got these addresses. */
  stored(urls: readonly string[], addresses: readonly string[]): void {
    urls.forEach((url, index) => {
      this.pending.delete(url);
      this.saved.set(url, addresses[index]!);
    });
  }

  /** Lets the browser free every picture (the editor is gone). */
  release(): void {
    for (const url of [...this.pending.keys(), ...this.saved.keys()]) URL.revokeObjectURL(url);
    this.pending.clear();
    this.saved.clear();
  }
}
