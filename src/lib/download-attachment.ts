import { endpoints } from '@/config/endpoints';
import { loadHttpClient } from './api-client';

// Its own module so the endpoint table stays out of the app's entry (the /login budget): only the
// screens that list attachments load it.

/** Attachments come as blobs and are saved under the name the caller gives (spec §3, §8). */
export async function downloadAttachment(id: string | number, fileName: string) {
  try {
    const { apiClient } = await loadHttpClient();
    const response = await apiClient.get<Blob>(endpoints.attachments.download(id), { responseType: 'blob' });
    const objectUrl = URL.createObjectURL(response.data);
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(objectUrl);
  } catch (error) {
    // The spec keeps download failures silent for the user; they are only logged.
    console.error('Attachment download failed', error);
  }
}
