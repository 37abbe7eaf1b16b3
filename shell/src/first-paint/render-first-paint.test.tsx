import { PageHeader } from '@benchlink/design-system';
import { describe, expect, it } from 'vitest';
import { isolateClassNames, renderFirstPaint } from './render-first-paint';

describe('renderFirstPaint', () => {
  it('renders the page in the public frame with the rules it needs, its classes apart from the live app', () => {
    const { html, css } = renderFirstPaint({
      path: '/',
      Page: () => <PageHeader title="Sign in" />,
      audience: 'visitor',
    });
    // Not marked as the live page's frame is (data-remote, data-page): this is not the page.
    expect(html).toMatch(/^<main class="fp-[^"]+"><div>/);
    expect(html).toContain('>Sign in</h1>');
    const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' '));
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.every((name) => name.startsWith('fp-'))).toBe(true);
    // The base style (page background, font) and the page's own rules, as plain CSS.
    expect(css).toContain('body{');
    const heading = /<h1 class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(heading.some((name) => css.includes(`.${name}{font-size:24px`))).toBe(true);
    expect(css).not.toMatch(/<style|data-styled|\/\*!sc\*\//);
  });

  it('renders a signed-in page in the layout, with the navigation its audience may open and no one named', () => {
    const navigation = [
      {
        href: '/company/profile',
        label: 'Company Profile',
        icon: 'building',
        group: 'company',
        order: 1,
        guard: 'company',
      },
      {
        href: '/admin/approve-companies',
        label: 'Approve companies',
        icon: 'shield',
        group: 'admin',
        order: 2,
        guard: 'admin',
      },
    ] as const;
    const render = (audience: 'company' | 'admin') =>
      renderFirstPaint({
        path: '/company/profile',
        Page: () => <PageHeader title="Company Profile" />,
        audience,
        navigation,
      }).html;
    const forCompany = render('company');
    expect(forCompany).toContain('aria-label="Main navigation"');
    expect(forCompany).toContain('>Company Profile</h1>');
    expect(forCompany).toContain('href="/company/profile"');
    expect(forCompany).not.toContain('href="/admin/approve-companies"');
    expect(forCompany).toMatch(/<span aria-hidden="true" class="[^"]+"><\/span>/);
    expect(render('admin')).toContain('href="/admin/approve-companies"');
  });
});

describe('isolateClassNames', () => {
  it('renames the classes the markup uses, in the markup and the rules, and nothing else', () => {
    const result = isolateClassNames({
      html: '<div class="sc-a kXy"><span class="kXy">x</span></div>',
      css: '.kXy{margin:.5em 0;background:url(a.kXy.png)}.sc-a .kXy:hover{opacity:0.5}.other{color:red}@media (min-width:37.5em){.kXy{padding:1px}}',
    });
    expect(result.html).toBe('<div class="fp-sc-a fp-kXy"><span class="fp-kXy">x</span></div>');
    expect(result.css).toBe(
      '.fp-kXy{margin:.5em 0;background:url(a.fp-kXy.png)}.fp-sc-a .fp-kXy:hover{opacity:0.5}.other{color:red}@media (min-width:37.5em){.fp-kXy{padding:1px}}',
    );
  });
});
