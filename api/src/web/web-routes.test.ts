import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { remotes } from '@benchlink/federation';
import { FIRST_PAINT_FILE } from '@benchlink/federation';
import { createLogger } from '../lib/logger';
import { createServerApp } from '../server';
import { signInAdmin, userWithCompany } from '../test/companies';
import { createSignedInUser } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let webRoot: string;
let server: ReturnType<typeof createServerApp>;

const SHELL_HTML =
  '<!doctype html><html><head><title>Benchlink</title><script defer src="/main.0123456789.js"></script></head><body><div id="root"></div></body></html>';

beforeEach(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-web-'));
  for (const folder of ['shell', 'design-system', ...Object.values(remotes).map((remote) => remote.folder)]) {
    fs.mkdirSync(path.join(webRoot, folder, 'dist'), { recursive: true });
  }
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'main.0123456789.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(webRoot, 'design-system', 'dist', 'index.html'),
    '<!doctype html><title>Catalogue</title>',
  );
  t = await createTestApp({ webRoot });
  server = createServerApp({
    db: t.db,
    config: t.config,
    logger: createLogger('silent'),
    storage: t.storage,
    mailer: t.mailer,
  });
});

afterEach(async () => {
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** The headers that keep a page safe; each HTML answer must carry the same ones. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cache-control',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
  'cross-origin-opener-policy',
];
const securityHeaders = (response: Response) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers.get(name)]));

describe('HTML pages', () => {
  it('answers / and a deep link with the same security headers, Content-Security-Policy included', async () => {
    const home = await server.request('/');
    const deepLink = await server.request('/company/profile');
    expect(home.status).toBe(200);
    expect(deepLink.status).toBe(200);
    expect(await home.text()).toContain('<script data-entry defer src="/main.0123456789.js"></script>');
    expect(await deepLink.text()).toContain('<script data-entry defer src="/main.0123456789.js"></script>');

    expect(home.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(securityHeaders(home)).toEqual(securityHeaders(deepLink));
    for (const name of SECURITY_HEADERS.filter((header) => header !== 'strict-transport-security')) {
      expect(home.headers.get(name), name).not.toBeNull();
    }
  });

  it('carries the startup error notice, allowed by the policy, ahead of the entry script it watches', async () => {
    const response = await server.request('/company/profile');
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]!);
    expect(inlineScripts).toHaveLength(2);
    expect(inlineScripts[0]).toContain('Benchlink could not load');
    expect(inlineScripts[0]).toContain("hasAttribute('data-entry')");
    // The theme: the stored choice, else the system's preference, before anything paints.
    expect(inlineScripts[1]).toContain("localStorage.getItem('benchlink-theme')");
    expect(inlineScripts[1]).toContain('prefers-color-scheme: dark');
    for (const script of inlineScripts) {
      const digest = createHash('sha256').update(script).digest('base64');
      expect(response.headers.get('content-security-policy')).toContain(`'sha256-${digest}'`);
    }
    expect(html.lastIndexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('gives /index.html and the design-system catalogue the same policy', async () => {
    const deepLink = securityHeaders(await server.request('/company/profile'));
    expect(securityHeaders(await server.request('/index.html'))).toEqual(deepLink);
    expect(securityHeaders(await server.request('/design-system/'))).toEqual(deepLink);
  });
});

describe('static files', () => {
  const adminDist = () => path.join(webRoot, remotes.mf_admin.folder, 'dist');

  it('caches hashed files for good and leaves them out of the page policy', async () => {
    const script = await server.request('/main.0123456789.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("revalidates a remote's manifest and entry, caches its hashed chunks, all with CORS", async () => {
    fs.writeFileSync(path.join(adminDist(), 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(adminDist(), 'remoteEntry.js'), 'var mf_admin;');
    fs.writeFileSync(path.join(adminDist(), '42.abcdef0123.js'), 'chunk();');
    for (const [file, cacheControl] of [
      ['mf-manifest.json', 'no-cache'],
      ['remoteEntry.js', 'no-cache'],
      ['42.abcdef0123.js', 'public, max-age=31536000, immutable'],
    ]) {
      const response = await server.request(`/remotes/mf_admin/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe(cacheControl);
      expect(response.headers.get('access-control-allow-origin'), file).toBe('*');
    }
  });

  it('does not let a missing file be cached', async () => {
    const missing = await server.request('/remotes/mf_admin/43.abcdef0123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});

describe("the shell's HTML", () => {
  const authDist = () => path.join(webRoot, remotes.mf_auth.folder, 'dist');
  beforeEach(() => {
    const routes = [
      { path: '/', guard: 'home', page: 'auth-page', title: 'Sign in </script><script>alert(1)</script>' },
    ];
    fs.writeFileSync(path.join(authDist(), 'routes.json'), JSON.stringify({ remote: 'mf_auth', routes }));
    const exposes = [
      {
        name: 'auth-page',
        assets: { js: { sync: ['12.0123456789.js', '__federation_expose_auth_page.0123456789.js'] } },
      },
    ];
    fs.writeFileSync(
      path.join(authDist(), 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes }),
    );
  });

  const inlineManifest = (html: string) =>
    JSON.parse(/<script type="application\/json" id="benchlink-remotes">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it('carries /remotes.json inline, escaped so no value can end the element', async () => {
    const html = await (await server.request('/')).text();
    const manifest = await (await server.request('/remotes.json')).json();
    expect(inlineManifest(html)).toEqual(manifest);
    expect(manifest.mf_auth.routes[0].title).toContain('</script>');
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it("preloads the code of the page at the address: its remote's manifest, container and page chunks", async () => {
    const html = await (await server.request('/')).text();
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf_auth/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    for (const file of ['remoteEntry.js', '12.0123456789.js', '__federation_expose_auth_page.0123456789.js']) {
      expect(html).toContain(`<link rel="preload" href="/remotes/mf_auth/${file}" as="script" fetchpriority="low">`);
    }
  });

  describe('first paint', () => {
    const firstPaint = {
      page: 'auth-page',
      audience: 'visitor',
      html: '<main class="fp-a"><h1>Sign in $&amp; $\'</h1></main>',
      css: '.fp-a{color:red}</style><b>',
    };
    const companyPage = {
      page: 'profile-page',
      audience: 'company',
      html: '<div><h1>Company Profile</h1></div>',
      css: '',
    };
    const adminPage = {
      page: 'approve-page',
      audience: 'admin',
      html: '<div><h1>Approve companies</h1></div>',
      css: '',
    };
    beforeEach(() => {
      fs.writeFileSync(path.join(authDist(), FIRST_PAINT_FILE), JSON.stringify({ pages: { '/': firstPaint } }));
      const companyDist = path.join(webRoot, remotes.mf_company.folder, 'dist');
      const adminDist = path.join(webRoot, remotes.mf_admin.folder, 'dist');
      const declare = (dist: string, remote: string, route: Record<string, string>) => {
        fs.writeFileSync(path.join(dist, 'routes.json'), JSON.stringify({ remote, routes: [route] }));
        fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
      };
      declare(companyDist, 'mf_company', {
        path: '/company/profile',
        guard: 'company',
        page: 'profile-page',
        title: 'Company Profile',
      });
      declare(adminDist, 'mf_admin', {
        path: '/admin/approve-companies',
        guard: 'admin',
        page: 'approve-page',
        title: 'Approve companies',
      });
      fs.writeFileSync(
        path.join(companyDist, FIRST_PAINT_FILE),
        JSON.stringify({ pages: { '/company/profile': companyPage } }),
      );
      fs.writeFileSync(
        path.join(adminDist, FIRST_PAINT_FILE),
        JSON.stringify({ pages: { '/admin/approve-companies': adminPage } }),
      );
    });

    const page = async (address: string, cookie?: string) =>
      (await server.request(address, cookie ? { headers: { Cookie: cookie } } : {})).text();

    const sha256 = async (text: string) =>
      `'sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('base64')}'`;

    it('is sent inside #root to a visitor, inert, with its rules and the inline scripts the policy allows', async () => {
      const response = await server.request('/');
      const html = await response.text();
      expect(html).toContain(
        '<div id="root" data-first-paint inert aria-disabled="true"><main class="fp-a"><h1>Sign in $&amp; $\'</h1></main></div>',
      );
      // The rules cannot end their element.
      expect(html).toContain('<style id="benchlink-first-paint-style">.fp-a{color:red}<\\/style><b></style>');
      const inlineScripts = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]!);
      expect(inlineScripts).toHaveLength(4);
      expect(inlineScripts[0]).toContain('Benchlink could not load');
      expect(inlineScripts[1]).toContain("localStorage.getItem('benchlink-theme')");
      expect(inlineScripts[2]).toContain('color-scheme');
      const policy = response.headers.get('content-security-policy') ?? '';
      for (const script of inlineScripts) expect(policy).toContain(await sha256(script));
      expect(policy).toMatch(/script-src 'self' 'sha256-/);
      expect(response.headers.get('vary')).toMatch(/^Cookie, Accept-Encoding$/i);
    });

    it('asks for the code once painted: no script or preload in the head, the list for the loader at the end', async () => {
      const html = await (await server.request('/')).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/<script[^>]* src=|rel="preload"/);
      const code = JSON.parse(
        /<script type="application\/json" id="benchlink-code">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
      );
      expect(code).toEqual({
        scripts: ['/main.0123456789.js'],
        manifest: '/remotes/mf_auth/mf-manifest.json',
        preload: [
          '/remotes/mf_auth/remoteEntry.js',
          '/remotes/mf_auth/12.0123456789.js',
          '/remotes/mf_auth/__federation_expose_auth_page.0123456789.js',
        ],
      });
      // Without a first paint the head asks for everything at once, as before.
      const plain = await (await server.request('/?sessionExpired=true')).text();
      expect(plain).toContain('<script data-entry defer src="/main.0123456789.js"></script>');
      expect(plain).toContain('rel="preload"');
      expect(plain).not.toContain('benchlink-code');
    });

    it("is sent to whom it was rendered for: a company's member, the administrator", async () => {
      const { cookie: member } = await userWithCompany(t);
      const { cookie: admin } = await signInAdmin(t);
      expect(await page('/company/profile', member)).toContain(`${companyPage.html}</div>`);
      expect(await page('/admin/approve-companies', admin)).toContain(`${adminPage.html}</div>`);
      // Not to anyone else: the guard would send them elsewhere, or the page would look different.
      for (const html of [
        await page('/company/profile', admin),
        await page('/company/profile'),
        await page('/admin/approve-companies', member),
        await page('/', member),
        await page('/company/profile', (await createSignedInUser(t)).cookie),
      ]) {
        expect(html).toContain('<div id="root"></div>');
      }
    });

    it('is not sent with an unknown session cookie, a query, or for a page without one', async () => {
      const { cookie: member } = await userWithCompany(t);
      const withCookie = await page('/', 'benchlink_session=abc');
      const withQuery = await page('/?sessionExpired=true');
      const memberWithQuery = await page('/company/profile?emailVerified=true', member);
      const elsewhere = await page('/no/such/page');
      for (const html of [withCookie, withQuery, memberWithQuery, elsewhere]) {
        expect(html).toContain('<div id="root"></div>');
        expect(html).not.toContain('benchlink-first-paint-style');
      }
    });

    it('is read again after a deploy replaced it, and left out when the build has none', async () => {
      await server.request('/');
      const replaced = { ...firstPaint, html: '<main><h1>New build</h1></main>' };
      const file = path.join(authDist(), FIRST_PAINT_FILE);
      fs.writeFileSync(file, JSON.stringify({ pages: { '/': replaced } }));
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      expect(await (await server.request('/')).text()).toContain('<h1>New build</h1>');
      fs.rmSync(file);
      expect(await (await server.request('/')).text()).toContain('<div id="root"></div>');
    });
  });

  it('preloads nothing for an address no remote declares', async () => {
    const html = await (await server.request('/no/such/page')).text();
    expect(html).not.toContain('rel="preload"');
    expect(inlineManifest(html)).toHaveProperty('mf_auth');
  });
});

describe('precompressed files', () => {
  const script = 'export const answer = 42;\n'.repeat(200);
  const shellDist = () => path.join(webRoot, 'shell', 'dist');
  /** What `scripts/precompress.mjs` writes beside a built file. */
  const precompress = (file: string) => {
    const source = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(source));
    fs.writeFileSync(`${file}.gz`, gzipSync(source));
  };
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  beforeEach(() => {
    fs.writeFileSync(path.join(shellDist(), 'big.0123456789.js'), script);
    precompress(path.join(shellDist(), 'big.0123456789.js'));
    fs.writeFileSync(path.join(shellDist(), 'index.html'), `${SHELL_HTML}<!--${'x'.repeat(2000)}-->`);
    precompress(path.join(shellDist(), 'index.html'));
  });

  it('sends the brotli copy to a browser that accepts br, typed and cached as the file itself', async () => {
    const response = await server.request('/big.0123456789.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await bytes(response)).toEqual(fs.readFileSync(path.join(shellDist(), 'big.0123456789.js.br')));
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzipped = await server.request('/big.0123456789.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await bytes(gzipped)).toEqual(fs.readFileSync(path.join(shellDist(), 'big.0123456789.js.gz')));

    const plain = await server.request('/big.0123456789.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(script);
  });

  it('sends pages compressed too, at / and at a deep link, never cached and with their policy', async () => {
    for (const url of ['/', '/company/profile']) {
      const response = await server.request(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-encoding'), url).toBe('gzip');
      expect(response.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), url).toContain("script-src 'self'");
      expect(response.headers.get('vary'), url).toMatch(/accept-encoding/i);
    }
  });

  it("keeps compressing a file without copies on the fly, and revalidates a remote's manifest", async () => {
    fs.writeFileSync(
      path.join(webRoot, remotes.mf_admin.folder, 'dist', 'mf-manifest.json'),
      JSON.stringify({ padding: 'y'.repeat(4000) }),
    );
    const response = await server.request('/remotes/mf_admin/mf-manifest.json', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
  });
});
