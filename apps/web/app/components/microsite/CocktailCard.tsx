import type { microsite } from '@shop/core';
import { Link } from 'react-router';
import { Image } from '../Image.tsx';

type Teaser = Pick<microsite.Cocktail, 'slug' | 'name' | 'glass' | 'hue' | 'description'>;

/** A cocktail's drawn picture (apps/server media: /media/brandsite/cocktail/{glass}/{hue}.svg). */
export function cocktailPicture(cocktail: Pick<Teaser, 'glass' | 'hue'>): string {
  return `/media/brandsite/cocktail/${cocktail.glass}/${cocktail.hue}.svg`;
}

/** A cocktail on the microsite's home: its picture, name and one line, linking to the recipe. */
export function CocktailCard({ cocktail, href }: { cocktail: Teaser; href: string }) {
  return (
    <Link to={href} className="ms-cocktail-teaser">
      <Image src={cocktailPicture(cocktail)} alt="" width={300} height={300} />
      <strong>{cocktail.name}</strong>
      <span>{cocktail.description}</span>
    </Link>
  );
}
