import { useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { Image } from '../Image.tsx';

/** The main picture with thumbnails that swap it; a drawn placeholder when there is none. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery-main">
        {main ? (
          <Image src={main} alt={name} width={600} height={600} priority />
        ) : (
          <div className="gallery-empty" role="img" aria-label={t('product.no_image')} />
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery-thumbs">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t('product.show_image', { n: i + 1, total: images.length })}
                aria-pressed={i === shown}
                onClick={() => setShown(i)}
              >
                <Image src={src} alt="" width={80} height={80} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
