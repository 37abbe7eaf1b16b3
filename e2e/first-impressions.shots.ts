import { expect, test } from '@playwright/test';
import { companyMember, pageSignedInAs } from './fixtures/companies';

const out = `/tmp/first-impressions/${process.env.SHOTS ?? 'before'}`;
const svg = (fill: string, w: number, h: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${fill}"/><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 3}" fill="#fff"/></svg>`);

test('cold-load skeleton before the sign-in form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/mf_auth/**', async (route) => {
    if (route.request().url().includes('remoteEntry') || route.request().url().includes('manifest')) return route.continue();
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/a-cold-load-sign-in.png` });
  release();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

test('profile at 375 px and in the dark theme', async ({ browser }) => {
  const member = await companyMember({ name: `Northwind Interactive Digital Consulting and Software Engineering ${Date.now().toString(36)}`, skills: [30, 10, 12, 20] });
  const { company } = member;
  await member.api.put('/api/companies', {
    data: { name: company.name, email: company.email, companyTypeId: 1, domainId: 7, skills: [30, 10, 12, 20], website: 'https://example.com', description: 'We build software.' },
  });
  for (const [kind, w, h, fill] of [['image', 200, 200, '#2563eb'], ['banner', 1200, 300, '#0f766e']] as const) {
    const r = await member.api.post(`/api/upload-${kind === 'image' ? 'image' : 'banner'}?company_id=${company.id}`, {
      multipart: { file: { name: `${kind}.svg`, mimeType: 'image/svg+xml', buffer: svg(fill, w, h) } },
    });
    expect(r.status(), await r.text()).toBeLessThan(300);
  }
  const page = await pageSignedInAs(browser, member);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/company/profile');
  await expect(page.getByText('About the Company')).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/b-profile-375.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => localStorage.setItem('benchlink-theme', JSON.stringify({ state: { isDark: true }, version: 0 })));
  await page.reload();
  await expect(page.getByText('About the Company')).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/c-profile-dark.png`, fullPage: true });
});
