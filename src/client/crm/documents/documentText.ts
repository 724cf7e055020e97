import { formatBytes } from '../../../shared/format.ts';

/** Types the download route shows in the browser with `preview=1`: PDF and raster images. */
const previewable = /^(application\/pdf|image\/(png|jpeg|gif|webp))$/;

/** Whether the browser can show this file itself (the Preview link). */
export function canPreview(contentType: string): boolean {
  return previewable.test(contentType);
}

/** '/documents/<id>/file', with `?version=N` for an older one and `preview=1` to show it in the browser. */
export function documentFileUrl(id: string, options: { version?: number; preview?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (options.version) query.set('version', String(options.version));
  if (options.preview) query.set('preview', '1');
  const search = query.toString();
  return `/documents/${encodeURIComponent(id)}/file${search ? `?${search}` : ''}`;
}

/** 'policy.pdf · 120 KB'. */
export function fileText(file: { fileName: string; size: number }): string {
  return `${file.fileName} · ${formatBytes(file.size)}`;
}
