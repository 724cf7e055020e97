import { Readable } from 'node:stream';
import type { DocumentType } from '../../../shared/enums.ts';
import { MAX_DOCUMENT_BYTES } from '../../../shared/schemas/document.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { isoDate } from './demo-year.ts';

/** A demo account's document: its fields, and the few lines its small generated file says. */
export type DemoDocument = {
  accountKey: string;
  title: string;
  type: DocumentType;
  /** Days from today (negative: already expired); none for a document that does not expire. */
  expiresInDays?: number;
  notes?: string;
  format: 'pdf' | 'txt';
  lines: string[];
};

/**
 * The providers' papers: certificates and insurance with expiry dates, one already expired and
 * two within the next 60 days (the compliance calendar and the 'Expires within 60 days' filter),
 * and a policy and an audit report that never expire.
 */
export const demoDocuments: readonly DemoDocument[] = [
  {
    accountKey: 'coastal',
    title: 'Certificate of registration',
    type: 'certificate_of_registration',
    expiresInDays: 395,
    format: 'pdf',
    lines: ['NDIS Quality and Safeguards Commission', 'Certificate of registration: Coastal Care Collective'],
  },
  {
    accountKey: 'coastal',
    title: 'Public liability insurance 2026',
    type: 'insurance_certificate',
    expiresInDays: 25,
    notes: 'Renewal quote requested from the broker.',
    format: 'pdf',
    lines: [
      'Certificate of currency',
      'Public liability: $20,000,000',
      'Insured: Coastal Care Collective Pty Ltd',
    ],
  },
  {
    accountKey: 'outback',
    title: 'Worker screening clearances',
    type: 'worker_screening',
    expiresInDays: 45,
    format: 'txt',
    lines: ['Worker screening clearances, Outback Ability Network', '14 workers cleared; 2 renewals due.'],
  },
  {
    accountKey: 'kinetic',
    title: 'Professional indemnity insurance',
    type: 'insurance_certificate',
    expiresInDays: -10,
    notes: 'Expired: ask Jack for the renewed certificate.',
    format: 'pdf',
    lines: ['Certificate of currency', 'Professional indemnity: $5,000,000'],
  },
  {
    accountKey: 'riverton',
    title: 'Incident management policy',
    type: 'policy',
    format: 'txt',
    lines: ['Incident management policy', 'Version 3, reviewed by the board.'],
  },
  {
    accountKey: 'bright',
    title: 'Internal audit report',
    type: 'audit_report',
    format: 'pdf',
    lines: ['Internal audit report', 'Early childhood supports: 2 minor findings, both closed.'],
  },
];

/** A one-page PDF of the lines (pdfkit loaded with the first, as the quote PDF's is). */
async function pdfOf(lines: string[]): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const [heading = '', ...rest] = lines;
  doc.font('Helvetica-Bold').fontSize(16).text(heading).moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const line of [...rest, 'Demo data: a sample file.']) doc.text(line);
  doc.end();
  return done;
}

/** A demo document's file, put into the file store as an upload is; the caller removes it if the demo data fails. */
export async function storeDemoFile(files: FileStore, document: DemoDocument) {
  const content =
    document.format === 'pdf'
      ? await pdfOf(document.lines)
      : Buffer.from(`${[...document.lines, 'Demo data: a sample file.'].join('\n')}\n`, 'utf8');
  const stored = await files.put(Readable.from([content]), MAX_DOCUMENT_BYTES);
  return {
    fileKey: stored.key,
    fileName: `${document.title}.${document.format}`,
    contentType: document.format === 'pdf' ? 'application/pdf' : 'text/plain',
    size: stored.size,
  };
}

/** The document's expiry date, relative to today. */
export function demoExpiry(today: Date, document: DemoDocument): string | null {
  return document.expiresInDays === undefined ? null : isoDate(today, document.expiresInDays);
}
