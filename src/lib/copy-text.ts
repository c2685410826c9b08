import { notify } from './toast';

export async function copyText(text: string, said: { copied: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(said.copied);
  } catch {
    notify.error(said.failed);
  }
}
