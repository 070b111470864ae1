import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser.ts';
import { makeStaff, signIn, uniquePhone } from './support/shop.ts';

const shop = useBrowser();

// The catalogue's forms take many fields and files from a signed-in website admin, so the
// signed-out walk of hostile-pages.e2e.test.ts (refused at the door) does not reach them: here
// an admin with a valid CSRF token posts generated junk to every page and intent. The shop is
// shared with the other browser tests, so the junk must change nothing they see: it goes to a
// draft copy of its own, never names a real id, and carries no Mongolian name (which every
// category, brand and vendor needs) outside the product editor.

const PAGES = [
  '/back-office/catalogue',
  '/back-office/catalogue/new',
  '/back-office/catalogue/products/OWN',
  '/back-office/catalogue/products/999999',
  '/back-office/catalogue/products/abc',
  '/back-office/catalogue/categories',
  '/back-office/catalogue/brands',
  '/back-office/catalogue/vendors',
  '/back-office/catalogue/import',
  '/back-office/catalogue/audit',
];
// Not 'publish': a published copy would be in the shop the other tests look at (the same code
// path as 'draft' and 'archive', which are here).
const INTENTS = [
  'save',
  'draft',
  'archive',
  'duplicate',
  'add_picture',
  'main_picture',
  'picture_up',
  'picture_down',
  'remove_picture',
  'create',
  'update',
  'delete',
  'up',
  'down',
  'reorder',
  'check',
  'apply',
  'constructor',
  '__proto__',
  'bogus',
];
const FIELDS = [
  'id',
  'sku',
  'slug',
  'code',
  'names.mn',
  'names.xx',
  'name.mn',
  'parent_id',
  'parentId',
  'taxonId',
  'brandId',
  'price',
  'salePrice',
  'saleStartAt',
  'availableOn',
  'status',
  'badgeIds',
  'keywords',
  'variants.0.id',
  'variants.0.sku',
  'variants.99999999999.price',
  'properties.0.label.mn',
  'picture_id',
  'order',
  'ids',
  'updatedAt',
  'apply_refused',
];

/** Names every category, brand and vendor needs: only the product editor gets them. */
const NAMING = new Set(['names.mn', 'name.mn']);

const junk = fc.oneof(
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1e309',
    '9'.repeat(40),
    'null',
    '<script>',
    '玫瑰',
    '1,2,x',
    'x'.repeat(6000),
  ),
  // Never a small whole number: that could be a real record's id.
  fc.string({ maxLength: 20 }).filter((text) => !/^\s*\+?0*[1-9]\d{0,8}\s*$/.test(text)),
);

describe('hostile forms in the catalogue', () => {
  it('answers a website admin’s junk on every catalogue page and intent with a refusal, never a 5xx', async () => {
    const phone = uniquePhone();
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, phone);
    await makeStaff(phone, 'website_admin');
    await page.goto('/back-office/catalogue/products/1');
    await hydrated(page);
    const csrf = (await page.locator('input[name=_csrf]').first().getAttribute('value')) ?? '';
    // A draft copy of a seeded product to be the target (drafts are not in the shop).
    const copied = await page.request.post('/back-office/catalogue/products/1', {
      form: { intent: 'duplicate', _csrf: csrf },
      maxRedirects: 0,
    });
    const own = /\/products\/(\d+)\?/.exec(copied.headers().location ?? '')?.[1];
    expect(own).toMatch(/^\d+$/);
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAGES),
        fc.constantFrom(...INTENTS),
        fc.dictionary(fc.constantFrom(...FIELDS), junk, { maxKeys: 6 }),
        fc.boolean(),
        async (page_, intent, values, asMultipart) => {
          const path = page_.replace('OWN', own ?? '0');
          const editor = path.includes('/products/') || path.endsWith('/new');
          const kept = Object.entries(values).filter(([key]) => editor || !NAMING.has(key));
          const fields = { ...Object.fromEntries(kept), intent, _csrf: csrf };
          const response = asMultipart
            ? await page.request.post(path, {
                multipart: {
                  ...fields,
                  picture: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no') },
                  file: { name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2') },
                },
                maxRedirects: 0,
              })
            : await page.request.post(path, { form: fields, maxRedirects: 0 });
          if (response.status() >= 500) {
            failures.push(`${path} ${JSON.stringify(fields).slice(0, 300)}: ${response.status()}`);
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(failures).toEqual([]);
  });
});
