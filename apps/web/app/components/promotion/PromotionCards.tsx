import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { loadPromotions } from '../../routes/promotions.server.ts';
import { Image } from '../Image.tsx';

/** What a card shows of a promotion (the page sends no more: its body is for its own page). */
export type PromotionCard = Pick<
  Awaited<ReturnType<typeof loadPromotions>>['promotions'][number],
  'slug' | 'title' | 'summary' | 'picture' | 'until'
>;

/**
 * Running promotions as cards: banner, title, summary, end date. Their titles are `h2` on the
 * promotions page and `h3` under a section's heading (the home page).
 */
export function PromotionCards({
  promotions,
  heading: Heading = 'h2',
  eager = true,
}: {
  promotions: PromotionCard[];
  heading?: 'h2' | 'h3';
  /** Whether the first banner is in the first screen (the promotions page) or further down. */
  eager?: boolean;
}) {
  const { t, path } = useI18n();
  return (
    <ul className="promotion-cards">
      {promotions.map((promotion, i) => (
        <li key={promotion.slug} className="promotion-card">
          <Link to={path(`/promotions/${promotion.slug}`)}>
            {promotion.picture && (
              <Image
                src={promotion.picture}
                alt=""
                width={600}
                height={240}
                priority={eager && i === 0}
                className="promotion-picture"
              />
            )}
            <Heading>{promotion.title}</Heading>
          </Link>
          <p>{promotion.summary}</p>
          <p className="promotion-dates">{t('promotion.until', { date: promotion.until })}</p>
        </li>
      ))}
    </ul>
  );
}
