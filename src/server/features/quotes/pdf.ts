import { termsAndConditions } from '../../../shared/catalog/terms.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brandMark } from '../../../shared/catalog/site.ts';
import { providerType } from '../../../shared/enums.ts';
import { formatAudWithCents, formatDate } from '../../../shared/format.ts';
import { fromCents } from '../../../shared/quote-pricing.ts';
import type { Config } from '../../config.ts';
import { projectRoot } from '../../project-root.ts';
import type { QuoteDocument } from './document.ts';

const money = (cents: number) => formatAudWithCents(fromCents(cents));
const MARGIN = 50;
/** The brand mark's PNG in public/ (the same file the site serves). */
const markFile = path.join(projectRoot, 'public', `.${brandMark.png}`);
const MARK_SIZE = 30;
const GREY = '#555555';

/**
 * The quote as a PDF (A4): the firm (FIRM_*), prospect, groups, modules, fee lines, totals, terms, validity, how to pay.
 * pdfkit (and its fonts) is loaded with the first PDF, not at start.
 */
export async function renderQuotePdf(
  quote: QuoteDocument,
  { firm, bank }: Pick<Config, 'firm' | 'bank'>,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Quote ${quote.number}`, Author: firm.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const amountWidth = 110;

  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('black').text(text);
    doc.moveDown(0.3).font('Helvetica').fontSize(10);
  };
  const amountLine = (label: string, cents: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, MARGIN, y, { width: width - amountWidth });
    const after = doc.y;
    doc.text(money(cents), MARGIN + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(after, doc.y);
  };

  doc.image(await readFile(markFile), MARGIN, MARGIN, { width: MARK_SIZE, height: MARK_SIZE });
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(firm.name, MARGIN + MARK_SIZE + 10, MARGIN + 6);
  doc.x = MARGIN;
  doc.moveDown(0.6);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text(`${firm.address} · ABN ${firm.abn}`)
    .text(`${firm.phone} · ${firm.email} · ${firm.hours}`);
  doc.moveDown(1).fillColor('black').font('Helvetica-Bold').fontSize(14).text(`Quote ${quote.number}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Accepted: ${formatDate(quote.acceptedAt)}`)
    .text(`Valid until: ${formatDate(quote.validUntil)}`)
    .text(`Provider type: ${providerType.label(quote.providerType)}`);

  heading('Prepared for');
  doc.text(quote.businessName).text(quote.prospectName);
  if (quote.abn) doc.text(`ABN ${quote.abn}`);
  doc.text(quote.prospectEmail).text(quote.prospectPhone);

  heading('Registration groups');
  for (const group of quote.snapshot.groups)
    doc.text(`${group.number}  ${group.name} (${group.auditType})`, { width });

  heading('Required modules');
  if (quote.snapshot.modules.length === 0) doc.text('None: the groups are audited by Verification.');
  for (const module of quote.snapshot.modules) amountLine(module.name, module.priceCents);

  const details = quote.existingProviderDetails;
  if (details) {
    heading('Current service details');
    const { sil, sda, office, groupCentre } = details.outlets;
    doc
      .text(`Clients: ${details.hasClients ? details.clientCount : 'none'}`)
      .text(`Outlets: SIL ${sil}, SDA ${sda}, office ${office}, group centre ${groupCentre}`);
  }

  heading('Fees');
  for (const line of quote.snapshot.lines) amountLine(line.label, line.amountCents);
  doc.moveDown(0.4);
  amountLine('Subtotal', quote.subtotalCents);
  amountLine('GST (10%)', quote.gstCents);
  amountLine('Total', quote.totalCents, true);

  heading(`Terms and Conditions (version ${quote.termsVersion})`);
  doc.text(`Accepted online on ${formatDate(quote.acceptedAt)}. Sections:`);
  termsAndConditions.forEach((section, index) => doc.text(`${index + 1}. ${section.title}`));

  heading('Validity');
  doc.text(`This quote is valid until ${formatDate(quote.validUntil)}.`);

  if (bank) {
    heading('Pay by bank transfer');
    doc
      .text(`Account name: ${bank.accountName}`)
      .text(`BSB: ${bank.bsb}`)
      .text(`Account number: ${bank.accountNumber}`)
      .text(`Amount: ${money(quote.totalCents)}`)
      .text(`Reference: ${quote.number}`);
  }

  doc.end();
  return done;
}
