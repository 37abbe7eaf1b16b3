// What a CV may be (an application's or a talent's stored one), without the schemas: pages import it freely.

export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
/** A file picker's `accept` list: the CV types the API stores. */
export const CV_ACCEPT = CV_EXTENSIONS.join(',');
export const CV_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export const CV_TYPE_MESSAGE = 'A CV must be a PDF or Word document (.pdf, .doc or .docx)';
export const CV_SIZE_MESSAGE = 'A CV must be at most 10 MB';
/** A Word document with macros, or a PDF with JavaScript or launch actions (docs/security.md). */
export const CV_ACTIVE_CONTENT_MESSAGE = 'This file contains active content';
