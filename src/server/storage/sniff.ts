import { allowedDocumentTypes } from '../../shared/document-files.ts';

/** Old Office files are all Compound File Binary: which one it is comes from the name's extension. */
const compoundFileTypes: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Plain text names: anything else that is not a sniffed binary type is refused (HTML, SVG, scripts). */
const textTypes: Readonly<Record<string, string>> = { csv: 'text/csv', txt: 'text/plain' };

const extensionOf = (name: string) => /\.([a-z0-9]{1,10})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** Text: UTF-8 without NUL bytes (a multi-byte character cut at the head's end is fine). */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return true;
  } catch {
    return false;
  }
}

/**
 * The type of a file from its first bytes, never from its name alone: one of the allowed types,
 * or null. The name only tells old Office files apart and says whether text is CSV or plain text.
 */
export async function sniffDocumentType(head: Buffer, name: string): Promise<string | null> {
  const extension = extensionOf(name);
  // Loaded on the first upload: its readers are not held by a server that receives no files.
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(head);
  if (sniffed?.mime === 'application/x-cfb') return compoundFileTypes[extension] ?? null;
  if (sniffed) return sniffed.mime in allowedDocumentTypes ? sniffed.mime : null;
  return head.length > 0 && isText(head) ? (textTypes[extension] ?? null) : null;
}

/**
 * A file name safe to store and to send in a header: no folders, no control or reserved
 * characters, at most 255 characters, and the extension of the sniffed type.
 */
export function cleanFileName(name: string, contentType: string): string {
  const extension = allowedDocumentTypes[contentType] ?? 'bin';
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]+/gu, ' ')
    .replace(/\.[^.]{1,10}$/, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 200);
  return `${base || 'document'}.${extension}`;
}

/** Content-Disposition for a file name of any characters: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
