// CVs with active content: Word macros and PDF JavaScript or launch actions are refused (415, "This file contains
// active content") wherever a CV is stored: applying, upload-cv and a talent's CV. Every fixture is built here.
import * as CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import PDFKit from 'pdfkit';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_ACTIVE_CONTENT_MESSAGE, CV_TYPE_MESSAGE } from '@benchlink/contracts/applications';
import { send, userWithCompany } from '../../test/companies';
import { createPosition, createProject } from '../../test/projects';
import { talentBody } from '../../test/talents';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkCv } from './cv-check';

let t: TestApp;
beforeAll(async () => {
  // Each route takes every fixture in turn: more uploads than the per-minute limits allow.
  t = await createTestApp({ rateLimits: 'off' });
});
afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------------------------------------------
// Fixtures.
// ---------------------------------------------------------------------------------------------------------------

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';
const VBA_TYPE = 'application/vnd.ms-office.vbaProject';

/** A .docx (an OOXML zip) with the given main content type, extra declarations and extra parts. */
function docx(options: { main?: string; declare?: string; parts?: Record<string, string> } = {}): Uint8Array {
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/word/document.xml" ContentType="${options.main ?? WORD_MAIN}"/>` +
    (options.declare ?? '') +
    '</Types>';
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(contentTypes),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    ),
    'word/document.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        '<w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
    ),
  };
  for (const [name, text] of Object.entries(options.parts ?? {})) files[name] = strToU8(text);
  return zipSync(files);
}

/** A legacy Word document (OLE), with a VBA project in a `Macros` storage when asked. */
function wordDoc(withMacros: boolean): Uint8Array {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/WordDocument', Buffer.from('word body'));
  if (withMacros) {
    CFB.utils.cfb_add(container, '/Macros/VBA/_VBA_PROJECT', Buffer.from([0xcc, 0x61, 0xff, 0xff]));
    CFB.utils.cfb_add(container, '/Macros/VBA/dir', Buffer.from('attribute vb_name'));
  }
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}

/** A one-page PDF by pdf-lib, its objects packed in compressed object streams; `change` adds what a case needs. */
async function pdf(change: (document: PDFDocument) => void = () => {}): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Curriculum vitae');
  change(document);
  return document.save({ useObjectStreams: true });
}

const openActionJs = (document: PDFDocument) =>
  document.catalog.set(
    PDFName.of('OpenAction'),
    document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
  );

/** A document-level script in the names tree (`/Names << /JavaScript … >>`), run when the document opens. */
const namedJs = (document: PDFDocument) => {
  const action = document.context.register(document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(2)') }));
  const tree = document.context.obj({ Names: [PDFString.of('init'), action] });
  document.catalog.set(PDFName.of('Names'), document.context.obj({ JavaScript: document.context.register(tree) }));
};

/** A link on the page that launches a program. */
const launchLink = (document: PDFDocument) => {
  const page = document.getPage(0);
  const annotation = document.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [0, 0, 100, 100],
    A: { S: 'Launch', F: PDFString.of('calc.exe') },
  });
  page.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(annotation)]));
};

/** A hand-written PDF whose names are spelt with #xx escapes (`/Java#53cript` is `/JavaScript`, `/J#53` is `/JS`). */
const ESCAPED_JS = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n' +
    '2 0 obj << /S /Java#53cript /J#53 (app.alert(3)) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A PDF by pdfkit (as the demo's CVs are made). */
function pdfkitCv(): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const document = new PDFKit();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on('error', reject);
    document.text('Curriculum vitae');
    document.end();
  });
}

const MINIMAL_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

type Fixture = { name: string; file: string; bytes: () => Promise<Uint8Array> | Uint8Array };

const ACTIVE: Fixture[] = [
  {
    name: 'a .docx with word/vbaProject.bin',
    file: 'cv.docx',
    bytes: () =>
      docx({
        declare: `<Default Extension="bin" ContentType="${VBA_TYPE}"/>`,
        parts: { 'word/vbaProject.bin': 'VBA' },
      }),
  },
  {
    name: 'a .docx with a vbaProject.bin part elsewhere',
    file: 'cv.docx',
    bytes: () => docx({ parts: { 'custom/vbaProject.bin': 'VBA' } }),
  },
  {
    name: 'a .docx declaring a VBA project under another part name',
    file: 'cv.docx',
    bytes: () =>
      docx({
        declare: `<Override PartName="/word/code.dat" ContentType="${VBA_TYPE}"/>`,
        parts: { 'word/code.dat': 'VBA' },
      }),
  },
  {
    name: 'a macro-enabled Word document (.docm) named .docx',
    file: 'cv.docx',
    bytes: () => docx({ main: MACRO_MAIN }),
  },
  { name: 'a .doc with a Macros storage', file: 'cv.doc', bytes: () => wordDoc(true) },
  { name: 'a PDF opening with JavaScript (object streams)', file: 'cv.pdf', bytes: () => pdf(openActionJs) },
  { name: 'a PDF with a document-level script', file: 'cv.pdf', bytes: () => pdf(namedJs) },
  { name: 'a PDF with a launch action', file: 'cv.pdf', bytes: () => pdf(launchLink) },
  { name: 'a PDF with escaped JavaScript names', file: 'cv.pdf', bytes: () => ESCAPED_JS },
];

const CLEAN: Fixture[] = [
  { name: 'a plain .docx', file: 'cv.docx', bytes: () => docx() },
  { name: 'a plain .doc', file: 'cv.doc', bytes: () => wordDoc(false) },
  { name: 'a PDF by pdf-lib with object streams', file: 'cv.pdf', bytes: () => pdf() },
  { name: 'a PDF by pdfkit', file: 'cv.pdf', bytes: pdfkitCv },
  { name: 'a minimal PDF', file: 'cv.pdf', bytes: () => MINIMAL_PDF },
];

// ---------------------------------------------------------------------------------------------------------------
// The check itself.
// ---------------------------------------------------------------------------------------------------------------

describe('checkCv', () => {
  it.each(ACTIVE)('refuses $name (415, active content)', async ({ bytes }) => {
    await expect(checkCv(await bytes())).rejects.toMatchObject({
      status: 415,
      issues: [{ message: CV_ACTIVE_CONTENT_MESSAGE, field: 'file' }],
    });
  });

  it.each(CLEAN)('accepts $name', async ({ bytes }) => {
    const data = await bytes();
    expect((await checkCv(data)).bytes).toBe(data);
  });

  it('refuses a zip that is no Word document as before (415, the type message)', async () => {
    const zip = zipSync({ 'readme.txt': strToU8('not a CV') });
    await expect(checkCv(zip)).rejects.toMatchObject({ status: 415, issues: [{ message: CV_TYPE_MESSAGE }] });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Every route that stores a CV.
// ---------------------------------------------------------------------------------------------------------------

const today = () => new Date().toISOString().slice(0, 10);

function multipart(
  method: string,
  url: string,
  cookie: string,
  fields: Record<string, string>,
  cv: Fixture & { data: Uint8Array },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([cv.data as Uint8Array<ArrayBuffer>]), cv.file);
  return t.app.request(url, {
    method,
    headers: { Cookie: cookie, Origin: new URL(t.config.publicUrl).origin },
    body: form,
  });
}

async function scene() {
  const owner = await userWithCompany(t, { approved: true });
  const applicant = await userWithCompany(t, { approved: true });
  const project = await createProject(t, owner.cookie);
  const position = await createPosition(t, owner.cookie, project.id);
  const talent = (await (await send(t, 'POST', '/api/companies/talents', applicant.cookie, talentBody())).json()) as {
    id: number;
  };
  return { applicant, position, talent };
}

/** Each way a CV is stored, with `cv` as the file: its answer. */
const routes = {
  apply: (s: Awaited<ReturnType<typeof scene>>, cv: Fixture & { data: Uint8Array }) =>
    multipart(
      'POST',
      '/api/companies/apply',
      s.applicant.cookie,
      { positionId: String(s.position.id), rate: '40', availableFrom: today() },
      cv,
    ),
  'upload-cv': async (s: Awaited<ReturnType<typeof scene>>, cv: Fixture & { data: Uint8Array }) => {
    const first = await multipart(
      'POST',
      '/api/companies/apply',
      s.applicant.cookie,
      { positionId: String(s.position.id), rate: '40', availableFrom: today() },
      { ...CLEAN[4]!, data: MINIMAL_PDF },
    );
    const { id } = (await first.json()) as { id: number };
    return multipart('POST', `/api/companies/upload-cv?application_id=${id}`, s.applicant.cookie, {}, cv);
  },
  'talent CV': (s: Awaited<ReturnType<typeof scene>>, cv: Fixture & { data: Uint8Array }) =>
    multipart('PUT', `/api/companies/talents/${s.talent.id}/cv`, s.applicant.cookie, {}, cv),
} as const;

describe.each(Object.entries(routes))('%s', (_, route) => {
  let s: Awaited<ReturnType<typeof scene>>;
  beforeAll(async () => {
    s = await scene();
  });

  it('refuses every file with active content (415, the message)', async () => {
    for (const fixture of ACTIVE) {
      const res = await route(s, { ...fixture, data: await fixture.bytes() });
      expect(res.status, fixture.name).toBe(415);
      expect(((await res.json()) as { message: string[] }).message, fixture.name).toEqual([CV_ACTIVE_CONTENT_MESSAGE]);
    }
  });

  it('still stores clean files', async () => {
    for (const fixture of CLEAN) {
      const res = await route(s, { ...fixture, data: await fixture.bytes() });
      expect([200, 201], `${fixture.name}: ${await res.clone().text()}`).toContain(res.status);
    }
  });
});
