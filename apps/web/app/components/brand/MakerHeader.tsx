import type { ReactNode } from 'react';
import { Image } from '../Image.tsx';

/** The top of a brand or vendor page: its logo, its name as the page heading, then its facts. */
export function MakerHeader(props: { logo: string; name: string; children?: ReactNode }) {
  return (
    <header className="maker-header container">
      <Image src={props.logo} alt="" width={112} height={112} priority className="maker-logo" />
      <div className="maker-facts">
        <h1>{props.name}</h1>
        {props.children}
      </div>
    </header>
  );
}
