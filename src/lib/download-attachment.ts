import { endpoints } from '@/config/endpoints';
import { loadHttpClient } from './api-client';

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
    console.error('Attachment download failed', error);
  }
}
