import sanitizeHtml from 'sanitize-html';

/**
 * The only markup a message body keeps: what the composer makes (paragraphs, bold, italics,
 * lists, links, quotes). Everything else, scripts, styles and event attributes included, is
 * dropped; links keep only an http(s) or mailto address.
 */
const allowlist: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 's', 'ul', 'ol', 'li', 'a', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, allowlist).trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The plain-text part of a sanitised body: paragraphs apart, list items as '- ', a link's
 * address after its words. Reads only the allowlist's markup, as sanitizeBody writes it.
 */
export function plainTextOf(sanitised: string): string {
  return sanitised
    .replace(/<a href="([^"]*)">([^]*?)<\/a>/g, (_link, href: string, words: string) =>
      words === href ? href : `${words} (${href})`,
    )
    .replace(/<li><p>([^]*?)<\/p><\/li>/g, '<li>$1</li>')
    .replace(/<br \/>/g, '\n')
    .replace(/<li>/g, '- ')
    .replace(/<\/li>/g, '\n')
    .replace(/<\/(p|blockquote|ul|ol)>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_entity, name: string) => entities[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
