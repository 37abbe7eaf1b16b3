import type { DOMPurify } from 'dompurify';
import { SVG_MAX_ELEMENTS, SVG_MAX_NESTING } from '@benchlink/contracts/companies';

/**
 * What an uploaded SVG turned out to be: a picture (`bytes` is the sanitised document, the only form ever stored),
 * not an SVG document at all, a document that tried to run script or load something from elsewhere, or one too
 * large in elements or nesting to check.
 */
export type SvgOutcome =
  { kind: 'svg'; bytes: Uint8Array } | { kind: 'not-svg' } | { kind: 'active' } | { kind: 'too-complex' };

const NOT_SVG: SvgOutcome = { kind: 'not-svg' };
const ACTIVE: SvgOutcome = { kind: 'active' };
const TOO_COMPLEX: SvgOutcome = { kind: 'too-complex' };

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

type Sanitiser = { window: Window & typeof globalThis; purify: DOMPurify };
let loading: Promise<Sanitiser> | undefined;

/** jsdom is large and slow to load; it is loaded with the first SVG upload, not when the API starts. */
function loadSanitiser(): Promise<Sanitiser> {
  loading ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    // No scripts run and no resources load in a default jsdom window: parsing hostile markup here is inert.
    const { window } = new JSDOM('');
    return { window, purify: createDOMPurify(window) };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Elements whose presence means the upload meant to run script, embed a document or rewrite links. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'object',
  'applet',
  'portal',
  'handler',
  'listener',
  'set',
  'animate',
  'base',
  'link',
  'meta',
]);

/** Browsers ignore whitespace and control characters inside a URL scheme (`java\tscript:`). */
// eslint-disable-next-line no-control-regex -- the control characters are exactly what is removed
const compact = (value: string) => value.replace(/[\u0000-\u0020]+/g, '').toLowerCase();

const SCRIPT_OR_DATA_URL = /^(?:[a-z-]*script|data):/;

/** CSS as a browser reads it: comments gone, escapes (`u\72l(`) decoded, no whitespace, lower case. */
function readableCss(css: string): string {
  const decoded = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(
      /\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\([^\n\r\f0-9a-f])/gi,
      (_escape, hex: string | undefined, character: string | undefined) =>
        hex ? String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd) : character!,
    );
  return compact(decoded);
}

/** Constructs that run code or fetch a resource, whatever the property they appear in. */
const CSS_LOADS_OR_RUNS = /@import|expression\(|image-set\(|src\(|-moz-binding|behavior:|[a-z-]*script:/;

/**
 * True when CSS (a `<style>` element, a `style` attribute, or a presentation attribute such as `fill`) only points
 * inside the document: `url(#gradient)` is how SVG paints with gradients, any other `url()` loads something.
 */
function cssStaysInside(css: string): boolean {
  const plain = readableCss(css);
  if (CSS_LOADS_OR_RUNS.test(plain)) return false;
  for (const match of plain.matchAll(/url\(/g)) {
    if (!/^["']?#/.test(plain.slice(match.index + 4))) return false;
  }
  return true;
}

const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp)[;,]/;

/**
 * Where an `href`/`xlink:href` may point in a stored SVG: an element of the same document (`#id`, for `<use>`,
 * gradients, clip paths), or, for a picture element, a raster image embedded as a data URL. Nothing else loads.
 */
function hrefAllowed(element: Element, value: string): boolean {
  const target = compact(value);
  if (target.startsWith('#')) return true;
  const name = element.localName.toLowerCase();
  return (name === 'image' || name === 'feimage') && RASTER_DATA_URL.test(target);
}

function isActiveAttribute(attribute: Attr): boolean {
  const name = attribute.localName.toLowerCase();
  const value = compact(attribute.value);
  // `attributeName="href"` is how an animation would rewrite a link after sanitising.
  if (name.startsWith('on') || name === 'attributename') return true;
  if (name === 'href' || name === 'src') return true;
  return SCRIPT_OR_DATA_URL.test(value) || !cssStaysInside(attribute.value);
}

function isActiveElement(node: Node): boolean {
  if (node.nodeType !== 1) return false;
  const element = node as Element;
  return ACTIVE_ELEMENTS.has(element.localName.toLowerCase()) || [...element.attributes].some(isActiveAttribute);
}

/**
 * DOMPurify leaves CSS and same-profile references alone; this pass removes every reference that leaves the
 * document and reports whether one of them was active. A plain link on `<a>` is dropped quietly: a logo is shown
 * as an `<img>`, where links do nothing, so the picture looks the same without it.
 */
function removeOutsideReferences(svg: Element): boolean {
  let active = false;
  for (const element of [svg, ...svg.querySelectorAll('*')]) {
    if (element.localName.toLowerCase() === 'style' && !cssStaysInside(element.textContent ?? '')) {
      element.remove();
      active = true;
      continue;
    }
    for (const attribute of [...element.attributes]) {
      const isHref = attribute.localName.toLowerCase() === 'href';
      if (isHref ? hrefAllowed(element, attribute.value) : cssStaysInside(attribute.value)) continue;
      element.removeAttributeNode(attribute);
      const quietLink =
        isHref && element.localName.toLowerCase() === 'a' && /^(?:https?|mailto):/.test(compact(attribute.value));
      if (!quietLink) active = true;
    }
  }
  return active;
}

/** How often `character` occurs in `text`, counting no further than `limit`. */
function countUpTo(text: string, character: string, limit: number): number {
  let count = 0;
  for (let at = text.indexOf(character); at !== -1 && count < limit; at = text.indexOf(character, at + 1)) count += 1;
  return count;
}

/**
 * The deepest element nesting of an XML text, by a linear scan that knows just enough XML to skip comments, CDATA,
 * processing instructions and quoted attribute values. It only bounds the cost of parsing: a text it misreads is
 * malformed, and the parser refuses it where the scan went wrong.
 */
function nestingDepth(text: string): number {
  /** Index of the last character of `terminator` after `from`, or -1. */
  const through = (terminator: string, from: number) => {
    const found = text.indexOf(terminator, from);
    return found === -1 ? -1 : found + terminator.length - 1;
  };
  let depth = 0;
  let deepest = 0;
  for (let at = text.indexOf('<'); at !== -1;) {
    let end: number;
    if (text.startsWith('<!--', at)) end = through('-->', at + 4);
    else if (text.startsWith('<![CDATA[', at)) end = through(']]>', at + 9);
    else if (text.startsWith('<?', at)) end = through('?>', at + 2);
    else {
      let quote = '';
      for (end = at + 1; end < text.length; end += 1) {
        const character = text[end];
        if (quote) {
          if (character === quote) quote = '';
        } else if (character === '"' || character === "'") quote = character;
        else if (character === '>' || character === '<') break;
      }
      if (text[end] !== '>') return deepest;
      if (text[at + 1] === '/') depth -= 1;
      else if (text[end - 1] !== '/') deepest = Math.max(deepest, ++depth);
    }
    if (end === -1) return deepest;
    at = text.indexOf('<', end + 1);
  }
  return deepest;
}

const isSvgRoot = (node: Element | null | undefined): node is Element =>
  !!node && node.namespaceURI === SVG_NAMESPACE && node.localName === 'svg';

/**
 * Sanitises an uploaded SVG with DOMPurify's SVG profile, on a document parsed as XML the way a browser reads an
 * `image/svg+xml` file. The document is refused (`active`) when sanitising had to remove script, event handlers,
 * script or data URLs, foreignObject and other embedding elements, or references to anything outside the file;
 * otherwise the sanitised serialisation is what gets stored, never the uploaded bytes.
 */
export async function sanitizeSvg(bytes: Uint8Array): Promise<SvgOutcome> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return NOT_SVG;
  }
  // Entities (exponential expansion, external entities) can only be declared in a DOCTYPE, and a picture never needs
  // one: refused before any parser sees the text.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return NOT_SVG;
  // jsdom and DOMPurify cost tens of microseconds per node, jsdom's parser slows with the square of the nesting, and
  // both run on the event loop: bounded first, so the worst upload costs about half a second. Every element (and
  // comment) starts with `<`, so counting those never under-counts elements.
  if (countUpTo(text, '<', SVG_MAX_ELEMENTS + 1) > SVG_MAX_ELEMENTS || nestingDepth(text) > SVG_MAX_NESTING)
    return TOO_COMPLEX;

  const { window, purify } = await loadSanitiser();
  const parsed = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  // A malformed document parses to a <parsererror> root; an HTML page or a namespace-less <svg> is not an SVG file.
  const root = parsed.documentElement;
  if (!isSvgRoot(root)) return NOT_SVG;

  // Only HTML documents host DOMPurify's walk, and they cannot hold CDATA sections: the same text as plain nodes.
  const walker = parsed.createTreeWalker(root, window.NodeFilter.SHOW_CDATA_SECTION);
  const sections: CDATASection[] = [];
  while (walker.nextNode()) sections.push(walker.currentNode as CDATASection);
  for (const section of sections) section.replaceWith(parsed.createTextNode(section.data));

  const body = purify.sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is off the profile because of external references; with those removed below it only repeats a shape.
    ADD_TAGS: ['use'],
    RETURN_DOM: true,
  });
  let active = purify.removed.some((entry) =>
    'element' in entry
      ? isActiveElement(entry.element)
      : entry.attribute !== null && isActiveAttribute(entry.attribute),
  );

  const elements = [...body.childNodes].filter((node): node is Element => node.nodeType === 1);
  const svg = elements[0];
  if (elements.length !== 1 || !isSvgRoot(svg)) return active ? ACTIVE : NOT_SVG;
  if (removeOutsideReferences(svg)) active = true;
  if (active) return ACTIVE;

  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(svg)}\n`;
  return { kind: 'svg', bytes: new TextEncoder().encode(xml) };
}
