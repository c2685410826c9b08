// Files the app hands to the browser as downloads (an object URL clicked through a link), caught in
// jsdom with the name the link gives and the blob behind it.

export type SavedFile = { name: string; blob: Blob };

/** Starts catching downloads; `restore` puts URL and links back. */
export function captureDownloads() {
  const saved: SavedFile[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let last: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      last = blob;
      return 'blob:download';
    },
    revokeObjectURL: () => undefined,
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  const restore = () => {
    Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    click.mockRestore();
  };
  return { saved, restore };
}

/** A file's text with its byte order mark kept (Blob.text() drops it, as TextDecoder does by default). */
export async function fileText(blob: Blob) {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}
