import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * The artist's Markdown as mail HTML: rendered by marked, then kept to the few tags a mail needs
 * (sanitize-html), so nothing typed (a script, a remote picture that would track who opens the mail,
 * a javascript: link) reaches a recipient. Pictures come from the campaign's uploads instead.
 */
export function campaignTextHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'em', 'del', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'hr', 'code', 'pre'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { h1: 'h2' },
  });
}
