import type { catalog } from '@shop/core';
import { useI18n } from '../../lib/i18n.tsx';
import { BrandTile } from './BrandTile.tsx';
import { ALPHABET, groupByLetter, letterAnchor } from './letters.ts';

/**
 * Every brand as logo tiles under its letter, with an A-Z index on top. The index is plain
 * in-page links, so it works before JavaScript loads; letters without brands stay inactive.
 */
export function BrandIndex({ brands }: { brands: catalog.Brand[] }) {
  const { t } = useI18n();
  const groups = groupByLetter(brands);
  const present = new Set(groups.map((g) => g.letter));
  const letters = [
    ...ALPHABET,
    ...groups.map((g) => g.letter).filter((l) => !ALPHABET.includes(l)),
  ];
  return (
    <>
      <nav className="az-index" aria-label={t('brands.index_label')}>
        <ol>
          {letters.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a href={`#${letterAnchor(letter)}`}>{letter}</a>
              ) : (
                <span aria-disabled="true">{letter}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {groups.map((group) => (
        <section
          key={group.letter}
          id={letterAnchor(group.letter)}
          className="brand-letter"
          aria-labelledby={`${letterAnchor(group.letter)}-title`}
        >
          <h2 id={`${letterAnchor(group.letter)}-title`}>{group.letter}</h2>
          <ul className="brand-grid">
            {group.items.map((brand) => (
              <li key={brand.id}>
                <BrandTile brand={brand} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
