import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { Image } from './Image.tsx';

export function Hero() {
  const { t, path } = useI18n();
  return (
    <section className="hero container">
      <div className="hero-text">
        <h1>{t('home.hero_title')}</h1>
        <p>{t('home.hero_text')}</p>
        <Link to={path('/t/flowers')} className="button button-primary">
          {t('home.hero_cta')}
        </Link>
      </div>
      <Image
        src="/media/banner/flowers.svg"
        alt=""
        width={1200}
        height={480}
        priority
        className="hero-image"
      />
    </section>
  );
}
