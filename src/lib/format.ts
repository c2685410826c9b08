import { formatDecimal } from './numbers';

const MB = 1024 * 1024;

export function formatFileSize(bytes: number, language: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return `${formatDecimal(0, language)} KB`;
  return bytes >= MB
    ? `${formatDecimal(bytes / MB, language)} MB`
    : `${formatDecimal(bytes / 1024, language)} KB`;
}
