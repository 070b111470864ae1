import { useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { Image } from '../Image.tsx';

/** A colour's picture: that of its first variant with one, if any. */
export function colourPictureOf(
  product: {
    variants: { image: string | null; option_values: { type: string; code: string }[] }[];
  },
  code: string,
): string | null {
  const variant = product.variants.find(
    (v) => v.image && v.option_values.some((o) => o.type === 'color' && o.code === code),
  );
  return variant?.image ?? null;
}

/**
 * The main picture with thumbnails that swap it; a drawn placeholder when there is none. Choosing
 * a colour that has a picture of its own (`colourPicture`) shows that picture, until a thumbnail
 * is tapped.
 */
export function ProductGallery(props: {
  images: string[];
  name: string;
  colourPicture?: string | null;
}) {
  const { images, name } = props;
  const { t } = useI18n();
  const [shown, setShown] = useState<string | null>(null);
  const [colour, setColour] = useState(props.colourPicture ?? null);
  // A new colour chosen: its picture, set while rendering so the old one never paints.
  if ((props.colourPicture ?? null) !== colour) {
    setColour(props.colourPicture ?? null);
    setShown(props.colourPicture ?? null);
  }
  const main = shown ?? images[0];
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
                aria-pressed={src === main}
                onClick={() => setShown(src)}
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
