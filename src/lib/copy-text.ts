import { notify } from './toast';

/**
 * Puts text on the clipboard and says how that went, in the caller's words. There may be no
 * clipboard (an insecure page, a denied permission): the user is told so rather than left to paste
 * nothing.
 */
export async function copyText(text: string, said: { copied: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(said.copied);
  } catch {
    notify.error(said.failed);
  }
}
