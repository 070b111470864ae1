import { createTranslator } from '@shop/i18n';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser.ts';
import {
  addToCart,
  choosePayment,
  payQrInBankApp,
  placeOrder,
  purchasable,
  rouletteNumber,
  signIn,
  toPaymentStep,
  uniquePhone,
} from './support/shop.ts';

const shop = useBrowser();
const t = createTranslator('mn-MN', mn);

afterEach(() => {
  expect(shop.pageErrors).toEqual([]);
  shop.pageErrors.length = 0;
});

describe('the roulette', () => {
  it('a shopper plays a receipt number, the wheel stops on the prize, and it is in their coupons', async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, uniquePhone());
    const number = await rouletteNumber();

    await page.goto('/account/roulette');
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe(t('account.roulette'));
    // The seeded wheel is on the page; a new shopper has no spins yet.
    const wheel = page.locator('section[aria-labelledby="game-lucky_wheel"]');
    expect(await wheel.locator('.wheel-svg path').count()).toBeGreaterThan(1);
    expect(await wheel.locator('.roulette-chances').textContent()).toBe(
      t('account.roulette.chances', { count: 0 }),
    );

    // Without a chance there is no spin to offer; the receipt number is the way to play.
    const spin = wheel.getByRole('button', { name: t('account.roulette.spin'), exact: true });
    expect(await spin.count()).toBe(0);

    // A receipt's number: the server draws, the wheel turns, then the prize shows.
    await wheel.getByLabel(t('account.roulette.number')).fill(number.code.toLowerCase());
    await wheel.getByRole('button', { name: t('account.roulette.spin_with_number') }).click();
    await expect
      .poll(() => wheel.locator('.wheel-disc').getAttribute('data-spinning'))
      .toBe('true');
    const outcome = wheel.locator('.roulette-result');
    await expect
      .poll(() => outcome.textContent(), { timeout: 15_000 })
      .toContain(t('account.roulette.won', { prize: number.prize }));
    const code = (await outcome.locator('code').textContent()) ?? '';
    expect(code).toMatch(/^WIN-/);
    // The prize is listed with the others once the wheel has stopped.
    await expect
      .poll(() => page.locator('.roulette-prizes [data-code]').first().getAttribute('data-code'))
      .toBe(code);

    const couponsLink = outcome.getByRole('link', { name: t('account.coupons') });
    expect(await couponsLink.getAttribute('href')).toBe('/account/coupons');

    // The same number again: used.
    await wheel.getByLabel(t('account.roulette.number')).fill(number.code);
    await wheel.getByRole('button', { name: t('account.roulette.spin_with_number') }).click();
    await expect
      .poll(() => wheel.locator('.form-error').textContent())
      .toBe(t('error.roulette_number_used'));

    // The coupon waits in My coupons, with its QR code for the store's counter.
    await page.goto('/account/coupons');
    await hydrated(page);
    const card = page.locator(`.coupon-card[data-code="${code}"]`);
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.locator('.qr-code svg').count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toMatch(/\b(?:account|error)\.[a-z_]/);
  });

  it('a paid order earns a spin: the wheel offers it, turns, and then offers no more', async () => {
    const [product] = await purchasable(1, 100_000);
    if (!product) throw new Error('no product');
    const page = await shop.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, uniquePhone());
    await addToCart(page, product);
    await toPaymentStep(page, { pickup: true });
    await choosePayment(page, 'qpay');
    await placeOrder(page);
    await payQrInBankApp(page, await shop.newPage());
    await expect
      .poll(() => page.locator('.order-state').textContent(), { timeout: 20_000 })
      .toBe(t('order.state.paid'));

    await page.goto('/account/roulette');
    await hydrated(page);
    const wheel = page.locator('section[aria-labelledby="game-lucky_wheel"]');
    const chances = wheel.locator('.roulette-chances');
    expect(await chances.textContent()).toBe(t('account.roulette.chances', { count: 1 }));
    const spin = wheel.getByRole('button', { name: t('account.roulette.spin'), exact: true });
    await spin.click();
    await expect
      .poll(() => wheel.locator('.wheel-disc').getAttribute('data-spinning'))
      .toBe('true');
    await expect
      .poll(() => wheel.locator('.roulette-result').textContent(), { timeout: 15_000 })
      .toContain(t('account.roulette.code'));
    // The chance is spent: the count says so and the button is gone.
    await expect
      .poll(() => chances.textContent())
      .toBe(t('account.roulette.chances', { count: 0 }));
    expect(await spin.count()).toBe(0);
  });

  it("draws every prize's name inside the wheel and the right way up, in every locale", async () => {
    const page = await shop.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, uniquePhone());
    for (const locale of ['', '/ru', '/it', '/cn']) {
      await page.goto(`${locale}/account/roulette`);
      const svg = page.locator('section[aria-labelledby="game-lucky_wheel"] .wheel-svg');
      // Each line's first and last letter, in the wheel's own units (the text is turned).
      const lines = await svg.evaluate((wheel: SVGSVGElement) =>
        [
          ...wheel.querySelectorAll<SVGTextContentElement>(
            '.wheel-label tspan, .wheel-label:not(:has(tspan))',
          ),
        ].map((line) => {
          const text = line.closest('text')!;
          const toWheel = wheel.getScreenCTM()!.inverse().multiply(text.getScreenCTM()!);
          const at = (p: DOMPoint) => {
            const { x, y } = p.matrixTransform(toWheel);
            return { x, y };
          };
          const last = line.getNumberOfChars() - 1;
          return {
            text: line.textContent,
            start: at(line.getStartPositionOfChar(0)),
            end: at(line.getEndPositionOfChar(last)),
          };
        }),
      );
      expect(lines.length, locale).toBeGreaterThanOrEqual(3);
      for (const { text, start, end } of lines) {
        for (const p of [start, end]) {
          // The rim is 154 units from the centre (160, 160).
          expect(Math.hypot(p.x - 160, p.y - 160), `${locale} ${text}`).toBeLessThan(154);
        }
        // Left to right, or straight down on the bottom slice: never upside down.
        expect(end.x - start.x, `${locale} ${text}`).toBeGreaterThan(-0.5);
      }
    }
  });

  it('asks a signed-out visitor to sign in', async () => {
    const page = await shop.newPage();
    await page.goto('/account/roulette');
    await hydrated(page);
    expect(await page.locator('main').textContent()).toContain(t('account.login_required_text'));
    expect(await page.locator('.wheel').count()).toBe(0);
  });
});
