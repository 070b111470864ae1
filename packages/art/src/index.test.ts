import { describe, expect, it } from 'vitest';
import {
  ILLUSTRATION_KINDS,
  initialsOf,
  isIllustrationKind,
  renderAppIcon,
  renderBanner,
  renderBrandScene,
  renderCocktail,
  renderLookBookScene,
  renderMonogram,
  renderProductIllustration,
  renderShopLogo,
} from './index.ts';

const ELEMENTS = [
  'svg',
  'g',
  'defs',
  'path',
  'circle',
  'ellipse',
  'rect',
  'text',
  'title',
  'linearGradient',
  'stop',
  'pattern',
  'clipPath',
] as const;

/** Cheap well-formedness check: every non-self-closing open tag has a matching close tag. */
function expectWellFormed(svg: string): void {
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  for (const name of ELEMENTS) {
    const tags = svg.match(new RegExp(`<${name}(?:\\s[^>]*)?>`, 'g')) ?? [];
    const open = tags.filter((t) => !t.endsWith('/>')).length;
    const close = svg.match(new RegExp(`</${name}>`, 'g'))?.length ?? 0;
    expect({ name, open }).toEqual({ name, open: close });
  }
  // Only known elements, no scripts, images, external references or stray text.
  const tags = [...svg.matchAll(/<\/?([a-zA-Z]+)/g)].map((m) => m[1]);
  for (const tag of tags) expect(ELEMENTS as readonly (string | undefined)[]).toContain(tag);
  expect(svg).not.toMatch(/href="(?!#)|url\((?!#)|<image|<script|on[a-z]+=/i);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
  // Attribute values are quoted and tags are closed before the next one opens.
  expect(svg).not.toMatch(/<[^>]*</);
}

describe('renderProductIllustration', () => {
  it('knows every kind', () => {
    expect(ILLUSTRATION_KINDS.length).toBe(32);
    expect(isIllustrationKind('rose')).toBe(true);
    expect(isIllustrationKind('spaceship')).toBe(false);
  });

  for (const kind of ILLUSTRATION_KINDS) {
    describe(kind, () => {
      it('is a well-formed, small 600x600 SVG', () => {
        for (const seed of [1, 2, 3, 42, 1234567]) {
          for (const hue of [0, 95, 210, 330]) {
            const svg = renderProductIllustration(kind, { hue, seed });
            expect(svg).toContain('viewBox="0 0 600 600"');
            expect(svg).toContain('width="600" height="600"');
            expectWellFormed(svg);
            expect(svg).not.toContain('<text');
            expect(svg.length).toBeLessThan(8 * 1024);
          }
        }
      });

      it('is deterministic and varies with the seed', () => {
        const a = renderProductIllustration(kind, { hue: 120, seed: 7 });
        const b = renderProductIllustration(kind, { hue: 120, seed: 7 });
        const c = renderProductIllustration(kind, { hue: 120, seed: 8 });
        expect(a).toBe(b);
        expect(c).not.toBe(a);
      });

      it('varies with the hue', () => {
        const a = renderProductIllustration(kind, { hue: 10, seed: 3 });
        const b = renderProductIllustration(kind, { hue: 200, seed: 3 });
        expect(a).not.toBe(b);
      });
    });
  }

  it('copes with odd numbers', () => {
    for (const [hue, seed] of [
      [-30, -5],
      [725.5, 0.25],
      [Number.NaN, Number.MAX_SAFE_INTEGER],
    ]) {
      expectWellFormed(renderProductIllustration('bouquet', { hue: hue ?? 0, seed: seed ?? 0 }));
    }
  });

  it('draws white flowers white, and other kinds as they are', () => {
    // A strong red: red far above green, as a red rose's petals are and a white one's are not.
    const reds = (svg: string) =>
      (svg.match(/#[0-9a-f]{6}/g) ?? []).filter(
        (hex) => Number.parseInt(hex.slice(1, 3), 16) - Number.parseInt(hex.slice(3, 5), 16) > 100,
      );
    for (const kind of ['rose', 'tulip'] as const) {
      const red = renderProductIllustration(kind, { hue: 352, seed: 3 });
      const white = renderProductIllustration(kind, { hue: 352, seed: 3, white: true });
      expectWellFormed(white);
      expect(reds(red).length, kind).toBeGreaterThan(0);
      expect(reds(white), kind).toEqual([]);
    }
    expect(renderProductIllustration('mug', { hue: 10, seed: 3, white: true })).toBe(
      renderProductIllustration('mug', { hue: 10, seed: 3 }),
    );
  });

  it('draws white flowers white in a look book’s scene too', () => {
    const reds = (svg: string) =>
      (svg.match(/#[0-9a-f]{6}/g) ?? []).filter(
        (hex) => Number.parseInt(hex.slice(1, 3), 16) - Number.parseInt(hex.slice(3, 5), 16) > 100,
      );
    const rose = { kind: 'rose', hue: 352, seed: 3, x: 50, y: 50 } as const;
    const red = renderLookBookScene(200, [rose]);
    const white = renderLookBookScene(200, [{ ...rose, white: true }]);
    expectWellFormed(white);
    expect(reds(red).length).toBeGreaterThan(0);
    expect(reds(white)).toEqual([]);
  });

  it('draws a wider frame around the same picture, its background filling the width', () => {
    const square = renderProductIllustration('rose', { hue: 120, seed: 5 });
    for (const [frame, width] of [
      ['16x9', 1067],
      ['3x2', 900],
    ] as const) {
      const wide = renderProductIllustration('rose', { hue: 120, seed: 5, frame });
      expectWellFormed(wide);
      expect(wide).toContain(`viewBox="0 0 ${width} 600"`);
      // The square's drawing, whole and in the middle of the frame, on a band of its own tint.
      const inner = square.slice(square.indexOf('>') + 1, -'</svg>'.length);
      expect(wide).toContain(
        `<g transform="translate(${Math.round((width - 600) / 2)} 0)">${inner}</g>`,
      );
      const tint = /<rect width="600" height="600" fill="([^"]+)"/.exec(square)?.[1];
      expect(wide).toContain(`<rect width="${width}" height="600" fill="${tint}"/>`);
    }
  });

  it('uses ids that differ between documents', () => {
    const a = renderProductIllustration('phone', { hue: 10, seed: 4 });
    const b = renderProductIllustration('phone', { hue: 10, seed: 5 });
    const ids = (s: string) => [...s.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    for (const id of ids(a)) expect(ids(b)).not.toContain(id);
  });
});

describe('renderMonogram', () => {
  it('draws initials in both shapes', () => {
    const circle = renderMonogram('Tsetseg Market', { hue: 330 });
    expect(circle).toContain('viewBox="0 0 200 200"');
    expect(circle).toContain('<circle');
    expect(circle).toContain('>TM</text>');
    expect(circle).toContain('text-anchor="middle"');
    expect(circle).toContain('dominant-baseline="central"');
    expectWellFormed(circle);
    const square = renderMonogram('ноён хан', { hue: 20, shape: 'square' });
    expect(square).toContain('<rect');
    expect(square).toContain('>НХ</text>');
    expectWellFormed(square);
  });

  it('escapes text', () => {
    const svg = renderMonogram('<&"', { hue: 0 });
    expectWellFormed(svg);
    expect(svg).toContain('aria-label="&lt;&amp;&quot;"');
    expect(svg).toContain('>&lt;</text>');
    expect(svg).not.toContain('<&"');
    const tricky = renderMonogram('&Co "Best" <b>', { hue: 0 });
    expectWellFormed(tricky);
    expect(tricky).toContain('>CB</text>');
  });

  it('picks one or two initials', () => {
    expect(initialsOf('Цэцэг')).toBe('Ц');
    expect(initialsOf('  apple  pie shop ')).toBe('AP');
    expect(initialsOf('7 Star')).toBe('7S');
    expect(initialsOf('')).toBe('?');
  });
});

describe('renderShopLogo', () => {
  it('renders the full logo and the mark', () => {
    const full = renderShopLogo();
    expect(full).toMatch(/viewBox="0 0 \d+ 80"/);
    expect(full).toContain('Цэцэг</text>');
    expectWellFormed(full);
    expect(renderShopLogo({ variant: 'full', tone: 'light' })).toContain('fill="#fff"');
    const mark = renderShopLogo({ variant: 'mark' });
    expect(mark).toContain('viewBox="0 0 80 80"');
    expect(mark).not.toContain('<text');
    expect(mark).toContain('#c2185b');
    expectWellFormed(mark);
  });
});

describe('renderAppIcon', () => {
  it('fills a square, and a maskable icon keeps the mark inside the safe circle', () => {
    const plain = renderAppIcon();
    const maskable = renderAppIcon({ maskable: true });
    for (const icon of [plain, maskable]) {
      expect(icon).toContain('viewBox="0 0 512 512"');
      expect(icon).toContain('#c2185b');
      expectWellFormed(icon);
    }
    expect(plain).toContain('rx="96"');
    expect(maskable).not.toContain('rx=');
    // The mark's box is 80 units; at 3.2 it is 256 px, inside the 80% (410 px) circle.
    expect(maskable).toContain('translate(128 128) scale(3.2)');
  });
});

describe('renderBanner', () => {
  for (const kind of ['flowers', 'gifts', 'spirits', 'sale'] as const) {
    it(`${kind}: well-formed, small, deterministic`, () => {
      for (const seed of [1, 2, 3, 99]) {
        const svg = renderBanner(kind, { seed });
        expect(svg).toContain('viewBox="0 0 1200 480"');
        expectWellFormed(svg);
        expect(svg).not.toContain('<text');
        expect(svg.length).toBeLessThan(12 * 1024);
        expect(renderBanner(kind, { seed })).toBe(svg);
      }
      expect(renderBanner(kind, { seed: 1 })).not.toBe(renderBanner(kind, { seed: 2 }));
    });
  }
});

describe('the brand microsite pictures', () => {
  it('draws both full-bleed scenes, well-formed, small and without text', () => {
    for (const scene of ['night', 'dawn'] as const) {
      const svg = renderBrandScene(scene);
      expect(svg).toContain('viewBox="0 0 1600 900"');
      expectWellFormed(svg);
      expect(svg).not.toContain('<text');
      expect(svg.length).toBeLessThan(16 * 1024);
      expect(renderBrandScene(scene)).toBe(svg);
    }
    expect(renderBrandScene('night')).not.toBe(renderBrandScene('dawn'));
  });

  it('draws a glass for each cocktail, tinted by the drink', () => {
    for (const glass of ['coupe', 'highball', 'rocks'] as const) {
      const svg = renderCocktail(glass, 40);
      expect(svg).toContain('viewBox="0 0 600 600"');
      expectWellFormed(svg);
      expect(svg.length).toBeLessThan(8 * 1024);
      expect(renderCocktail(glass, 200)).not.toBe(svg);
    }
  });
});
