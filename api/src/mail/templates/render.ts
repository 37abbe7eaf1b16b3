/** A finished e-mail: the same words as plain text and as HTML (sent as multipart/alternative). */
export type RenderedMail = { subject: string; text: string; html: string };

/** A paragraph of plain words, or a link shown as a button in HTML and as the bare address in text. */
export type MailBlock = string | { href: string; label: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Makes any string safe as HTML text or as a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * An absolute link: a mail is read far from the app, so every address starts with PUBLIC_URL (kept as it is, so a
 * deployment under a sub-path keeps its prefix).
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

const paragraphStyle = 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2933';
const buttonStyle =
  'display:inline-block;padding:10px 18px;border-radius:6px;background:#1d4ed8;color:#ffffff;font-weight:600;text-decoration:none';
const fallbackStyle = 'margin:0 0 16px;font-size:13px;line-height:1.5;color:#52606d;word-break:break-all';

function htmlBlock(block: MailBlock): string {
  if (typeof block === 'string') return `<p style="${paragraphStyle}">${escapeHtml(block)}</p>`;
  const href = escapeHtml(block.href);
  // The address is repeated as text for mail clients that strip or block buttons.
  return (
    `<p style="${paragraphStyle}"><a href="${href}" style="${buttonStyle}">${escapeHtml(block.label)}</a></p>` +
    `<p style="${fallbackStyle}">Or open this address: <a href="${href}">${href}</a></p>`
  );
}

/**
 * Both parts of a mail from one list of blocks, so the text and the HTML always say the same thing. Every string
 * is escaped here: templates pass user input (names, company names) as they are.
 */
export function renderMail(subject: string, blocks: MailBlock[]): RenderedMail {
  const text = `${blocks.map((block) => (typeof block === 'string' ? block : block.href)).join('\n\n')}\n`;
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">',
    ...blocks.map(htmlBlock),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, text, html };
}
