/** The file types a document may be, by the type sniffed from its bytes, with the extension it is saved with. */
export const allowedDocumentTypes: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'text/csv': 'csv',
  'text/plain': 'txt',
};

/** What the upload refuses, in words for the person choosing files. */
export const ALLOWED_DOCUMENTS_TEXT =
  'PDF, images (PNG, JPEG, GIF, WebP, HEIC), Office documents, CSV or text';

/** Types the browser may show in the page (preview); everything else is always downloaded. */
const previewable = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export function canPreview(contentType: string): boolean {
  return previewable.has(contentType);
}
