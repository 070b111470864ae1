import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { useSharedSite } from '../lib/site-shared.ts';
import { Image } from './Image.tsx';

/** The top-level categories as picture tiles. */
export function CategoryTiles() {
  const { t, path } = useI18n();
  const { taxons } = useSharedSite();
  return (
    <section className="tiles container" aria-labelledby="tiles-title">
      <h2 id="tiles-title">{t('home.categories')}</h2>
      <ul className="tiles-grid">
        {taxons.map((taxon, i) => (
          <li key={taxon.id}>
            <Link to={path(`/t/${taxon.permalink}`)} className="tile">
              <Image
                src={
                  // A picture staff uploaded is its URL; the seed's are drawing kinds.
                  taxon.illustration?.startsWith('/')
                    ? taxon.illustration
                    : `/media/p/${taxon.illustration ?? 'gift-box'}/${(i * 47) % 360}/${taxon.id}.svg`
                }
                alt=""
                width={120}
                height={120}
              />
              <span>{taxon.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
