import { CV_TYPES } from '@benchlink/contracts/cv';
import type { TalentCv } from '@benchlink/contracts/talents';
import { formatDate } from '@benchlink/design-system';

// A stored CV as its company reads it.
const CV_TYPE_NAMES: Readonly<Record<string, string>> = {
  [CV_TYPES.pdf]: 'PDF',
  [CV_TYPES.doc]: 'Word (.doc)',
  [CV_TYPES.docx]: 'Word (.docx)',
};

/**
 * The kind of document a CV is, by its stored type.
 * @example cvTypeName('application/pdf') // 'PDF'
 */
export const cvTypeName = (type: string) => CV_TYPE_NAMES[type] ?? 'Document';

/**
 * A file size as people read it.
 * @example formatFileSize(245_760) // '240 KB'
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * One line about a stored CV: its kind, size and when it was uploaded.
 * @example cvSummary({ type: 'application/pdf', size: 245_760, uploadedAt: '2030-01-02T10:00:00Z' }) // 'PDF · 240 KB · uploaded 2030-01-02'
 */
export const cvSummary = (cv: TalentCv) =>
  `${cvTypeName(cv.type)} · ${formatFileSize(cv.size)} · uploaded ${formatDate(cv.uploadedAt)}`;
