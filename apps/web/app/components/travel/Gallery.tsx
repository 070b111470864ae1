import { useI18n } from '../../lib/i18n.tsx';
import { Image } from '../Image.tsx';

/** A hotel's or a tour's pictures: the first one large (the page's first paint), the rest beside. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useI18n();
  if (images.length === 0) return null;
  return (
    <ul className="travel-gallery">
      {images.map((src, i) => (
        <li key={src}>
          <Image
            src={src}
            alt={t('travel.picture', { name, number: i + 1 })}
            width={i === 0 ? 960 : 480}
            height={i === 0 ? 640 : 320}
            priority={i === 0}
          />
        </li>
      ))}
    </ul>
  );
}
