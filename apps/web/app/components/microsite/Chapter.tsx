import { Image } from '../Image.tsx';

/** A long-form page of the microsite (Our Story, Our Vision): a full-bleed scene, then the text. */
export function Chapter(props: {
  eyebrow: string;
  title: string;
  paragraphs: string[];
  scene: 'night' | 'dawn';
}) {
  return (
    <article className="ms-chapter" aria-labelledby="ms-chapter-title">
      <div className="ms-band">
        <Image
          src={`/media/brandsite/scene/${props.scene}.svg`}
          alt=""
          width={1600}
          height={900}
          className="ms-band-scene"
          priority
        />
        <div className="ms-band-text">
          <p className="ms-eyebrow">{props.eyebrow}</p>
          <h1 id="ms-chapter-title" className="ms-title ms-title-small">
            {props.title}
          </h1>
        </div>
      </div>
      <div className="ms-section ms-prose">
        {props.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
