import { fileTypeFromBuffer } from 'file-type';
import {
  COMPANY_IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  SVG_SCRIPT_MESSAGE,
} from '../../contracts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

/** Binary formats recognised by their magic bytes; an animated PNG is still a PNG. */
const BINARY_TYPES: Record<string, ImageType> = {
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/webp': 'image/webp',
};

/**
 * The type of an uploaded picture, read from its content (never its name or declared type).
 * Throws 413 over the size limit, 415 for anything but PNG, JPEG, WebP or well-formed SVG,
 * and 400 for an SVG that could run script.
 */
export async function detectImageType(bytes: Uint8Array, field: string): Promise<ImageType> {
  if (bytes.byteLength > COMPANY_IMAGE_MAX_BYTES) throw payloadTooLarge(IMAGE_SIZE_MESSAGE, field);
  if (bytes.byteLength === 0) throw unsupportedMediaType(IMAGE_TYPE_MESSAGE, field);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && BINARY_TYPES[detected.mime]) return BINARY_TYPES[detected.mime]!;
  // SVG is text, which file-type reports as XML or not at all; anything else binary is refused outright.
  if (detected && detected.mime !== 'application/xml') throw unsupportedMediaType(IMAGE_TYPE_MESSAGE, field);
  const svg = checkSvg(bytes);
  if (svg === 'not-svg') throw unsupportedMediaType(IMAGE_TYPE_MESSAGE, field);
  if (svg === 'scripted') throw badRequest(SVG_SCRIPT_MESSAGE, field);
  return 'image/svg+xml';
}

/** Elements that run script, embed other documents or carry HTML; none belongs in a logo. */
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
/** URL schemes that run code or render a document when followed from inside the SVG. */
const FORBIDDEN_URL = /(?:javascript|vbscript|livescript):|data:(?!image\/(?:png|jpeg|gif|webp)[;,])/;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };

/** Undoes character references so `&#106;avascript:` cannot hide a scheme. */
function decodeEntities(value: string) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) || 0xfffd);
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10) || 0xfffd);
    return NAMED_ENTITIES[lower] ?? whole;
  });
}

/** Browsers ignore whitespace and control characters inside a URL scheme (`java\tscript:`). */
const isDangerousValue = (value: string) => FORBIDDEN_URL.test(decodeEntities(value).replace(/[\u0000-\u0020]+/g, '').toLowerCase());

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1).toLowerCase();

const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<![^>]*>|<\/?[^>]*>/g;
const TAG = /^<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>$/;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*')/g;

/**
 * A strict check rather than a sanitiser: the document must be one well-nested `<svg>` element with quoted
 * attributes and no DOCTYPE (entity tricks), and nothing in it may run script. Without a maintained
 * sanitiser installed, refusing is safer than rewriting.
 */
export function checkSvg(bytes: Uint8Array): 'svg' | 'not-svg' | 'scripted' {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not-svg';
  }
  text = text.replace(/^\uFEFF/, '');
  const stack: string[] = [];
  let sawRoot = false;
  let scripted = false;
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const between = text.slice(last, match.index);
    last = match.index + match[0].length;
    if (stack.length === 0 && between.trim() !== '') return 'not-svg';
    if (between.includes('<')) return 'not-svg';
    if (stack.length > 0 && localName(stack.at(-1)!) === 'style' && isDangerousValue(between)) scripted = true;
    const token = match[0];
    if (token.startsWith('<!--')) continue;
    if (token.startsWith('<![CDATA[')) {
      if (stack.length === 0) return 'not-svg';
      continue;
    }
    if (token.startsWith('<?')) {
      if (sawRoot || !/^<\?xml[\s?]/i.test(token)) return 'not-svg';
      continue;
    }
    if (token.startsWith('<!')) return 'not-svg';
    const tag = TAG.exec(token);
    if (!tag) return 'not-svg';
    const [, closing, name, attributes, selfClosing] = tag;
    if (closing) {
      if (attributes || selfClosing || stack.pop() !== name) return 'not-svg';
      continue;
    }
    if (stack.length === 0) {
      if (sawRoot || localName(name!) !== 'svg') return 'not-svg';
      sawRoot = true;
    }
    if (FORBIDDEN_ELEMENTS.has(localName(name!))) scripted = true;
    for (const [, attribute, quoted] of attributes!.matchAll(ATTRIBUTE)) {
      const attributeName = localName(attribute!);
      if (attributeName.startsWith('on')) scripted = true;
      if (isDangerousValue(quoted!.slice(1, -1))) scripted = true;
    }
    if (!selfClosing) stack.push(name!);
  }
  if (text.slice(last).trim() !== '' || stack.length > 0 || !sawRoot) return 'not-svg';
  return scripted ? 'scripted' : 'svg';
}
