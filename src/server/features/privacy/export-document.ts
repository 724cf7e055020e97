import type { ExportSection } from './person-data.ts';

const plain = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : value instanceof Date
        ? value.toISOString()
        : JSON.stringify(value);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const heading = (column: string) => column.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());

type About = { name: string; contactId: string; exportedAt: Date };

/** The export as one JSON document, written a row at a time. */
export async function* jsonDocument(about: About, sections: ExportSection[]): AsyncGenerator<string> {
  yield `{"contactId":${JSON.stringify(about.contactId)},"name":${JSON.stringify(about.name)},"exportedAt":${JSON.stringify(about.exportedAt)},"sections":[`;
  for (const [index, section] of sections.entries()) {
    yield `${index > 0 ? ',' : ''}{"label":${JSON.stringify(section.label)},"rows":[`;
    let first = true;
    for await (const batch of section.rows()) {
      for (const row of batch) {
        yield `${first ? '' : ','}${JSON.stringify(row)}`;
        first = false;
      }
    }
    yield ']}';
  }
  yield ']}\n';
}

/** The export as a page to read: a table a section, every value escaped, written a row at a time. */
export async function* htmlDocument(about: About, sections: ExportSection[]): AsyncGenerator<string> {
  const title = `Personal data held on ${about.name}`;
  yield `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1b1e}table{border-collapse:collapse;margin-bottom:2rem;font-size:14px}th,td{border:1px solid #ced4da;padding:4px 8px;text-align:left;vertical-align:top;white-space:pre-wrap;overflow-wrap:anywhere}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>Exported ${escapeHtml(about.exportedAt.toISOString())}. Contact id ${escapeHtml(about.contactId)}.</p>`;
  for (const section of sections) {
    yield `<h2>${escapeHtml(section.label)}</h2>`;
    let rows = 0;
    for await (const batch of section.rows()) {
      if (rows === 0)
        yield `<table><thead><tr>${section.columns.map((column) => `<th scope="col">${escapeHtml(heading(column))}</th>`).join('')}</tr></thead><tbody>`;
      for (const row of batch) {
        yield `<tr>${section.columns.map((column) => `<td>${escapeHtml(plain(row[column]))}</td>`).join('')}</tr>`;
        rows += 1;
      }
    }
    yield rows === 0 ? '<p>None.</p>' : '</tbody></table>';
  }
  yield '</main></body></html>\n';
}
