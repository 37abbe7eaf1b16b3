// Whether a CV carries active content: code that a reader's Word or PDF viewer could run when the other company opens
// it (docs/security.md, "Requests"). Each format is read with a parser of its own container, never by searching bytes: a
// compressed part or object stream hides its names from a byte search, and PDF names may be written with #xx escapes.
import * as CFB from 'cfb';
import { unzipSync } from 'fflate';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, type PDFObject } from 'pdf-lib';

/** What a check found: nothing to fear, active content, or a file its parser could not read through. */
export type ActiveContentVerdict = 'clean' | 'active' | 'unreadable';

// ---------------------------------------------------------------------------------------------------------------
// Word: a legacy .doc keeps its VBA project in a `Macros` storage (holding `_VBA_PROJECT`); a .docx in a
// `vbaProject.bin` part, declared with a macro-enabled content type.
// ---------------------------------------------------------------------------------------------------------------

const OLE_MACRO_ENTRIES = new Set(['macros', '_vba_project']);

/** A legacy Word document (an OLE compound file) with a VBA project anywhere in its storages. */
export function oleHasMacros(bytes: Uint8Array): ActiveContentVerdict {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(Buffer.from(bytes), { type: 'buffer' });
  } catch {
    return 'unreadable';
  }
  const hasMacros = container.FullPaths.some((path) =>
    path.split('/').some((name) => OLE_MACRO_ENTRIES.has(name.toLowerCase())),
  );
  return hasMacros ? 'active' : 'clean';
}

const CONTENT_TYPES_PART = '[Content_Types].xml';
/** [Content_Types].xml lists a few dozen short entries; anything far larger is not a Word document's. */
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

/** Content types of parts that hold code: a VBA project, a macro-enabled main document or template, ActiveX controls. */
const isActiveContentType = (type: string) => /macroenabled|vbaproject|activex/i.test(type);

type XmlParser = { parseFromString(text: string, type: 'application/xml'): Document };
let xmlParser: Promise<XmlParser> | undefined;

/** jsdom's DOMParser (the SVG check's parser too), loaded with the first .docx rather than when the API starts. */
function loadXmlParser(): Promise<XmlParser> {
  xmlParser ??= import('jsdom')
    .then(({ JSDOM }) => new new JSDOM('').window.DOMParser())
    .catch((error: unknown) => {
      xmlParser = undefined;
      throw error;
    });
  return xmlParser;
}

/** An OOXML document with a `vbaProject.bin` part, or any part declared with a content type that holds code. */
export async function ooxmlHasMacros(bytes: Uint8Array): Promise<ActiveContentVerdict> {
  let contentTypes: Uint8Array | undefined;
  let hasVbaPart = false;
  let tooLarge = false;
  try {
    // Only [Content_Types].xml is inflated; every other part is judged by its name alone.
    const parts = unzipSync(bytes, {
      filter: (file) => {
        const name = safelyDecoded(file.name).toLowerCase();
        if (name === 'vbaproject.bin' || name.endsWith('/vbaproject.bin')) hasVbaPart = true;
        if (file.name !== CONTENT_TYPES_PART) return false;
        tooLarge = file.originalSize > CONTENT_TYPES_MAX_BYTES;
        return !tooLarge;
      },
    });
    contentTypes = parts[CONTENT_TYPES_PART];
  } catch {
    return 'unreadable';
  }
  if (hasVbaPart) return 'active';
  if (tooLarge || !contentTypes) return 'unreadable';
  const parser = await loadXmlParser();
  const xml = parser.parseFromString(new TextDecoder().decode(contentTypes), 'application/xml');
  if (xml.getElementsByTagName('parsererror').length > 0) return 'unreadable';
  const declared = [...xml.getElementsByTagName('*')].map((element) => element.getAttribute('ContentType') ?? '');
  return declared.some(isActiveContentType) ? 'active' : 'clean';
}

/** A part name as Word reads it: OPC part names may percent-encode their characters. */
function safelyDecoded(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// PDF: every object, those packed in compressed object streams included (pdf-lib unpacks them while loading), and
// every dictionary nested in them, for JavaScript (`/JS`, `/JavaScript`, an action of type JavaScript, wherever it
// is reached from: `/OpenAction`, `/AA`, a link or a form field) and launch actions (`/Launch`).
// ---------------------------------------------------------------------------------------------------------------

const ACTIVE_KEYS = new Set(['/JS', '/JavaScript', '/Launch']);
const ACTIVE_ACTION_TYPES = new Set(['/JavaScript', '/Launch']);
const OBJECT_STREAM = PDFName.of('ObjStm');
const TYPE = PDFName.of('Type');
const ACTION_TYPE = PDFName.of('S');

function isActiveDict(dict: PDFDict): boolean {
  for (const [key, value] of dict.entries()) {
    if (ACTIVE_KEYS.has(key.asString())) return true;
    if (key === ACTION_TYPE && value instanceof PDFName && ACTIVE_ACTION_TYPES.has(value.asString())) return true;
  }
  return false;
}

/** The dictionaries and arrays written inside one object (references lead to other objects, each checked on its own). */
function containsActive(root: PDFObject): boolean {
  const pending: PDFObject[] = [root];
  while (pending.length > 0) {
    const object = pending.pop()!;
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (dict) {
      if (isActiveDict(dict)) return true;
      pending.push(...dict.values());
    } else if (object instanceof PDFArray) pending.push(...object.asArray());
  }
  return false;
}

export async function pdfHasActiveContent(bytes: Uint8Array): Promise<ActiveContentVerdict> {
  let document: PDFDocument;
  try {
    // Encryption hides strings and streams, never names: the dictionaries are read all the same.
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return 'unreadable';
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    // An object stream pdf-lib could not unpack (an encrypted one, say) hides objects nobody here has read.
    if (object instanceof PDFRawStream && object.dict.get(TYPE) === OBJECT_STREAM) return 'unreadable';
    if (containsActive(object)) return 'active';
  }
  return 'clean';
}
