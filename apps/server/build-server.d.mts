export interface Bundler {
  /** The built file (`<entry name>.mjs` in outDir). */
  bundle: string;
  /** Builds now; resolves to how long it took in milliseconds. */
  build(): Promise<number>;
  /** True when there is no bundle, it was built in another folder, or a source changed since. */
  isStale(): Promise<boolean>;
  /** Builds when stale. */
  ensure(): Promise<void>;
}

export function bundler(options: { entry: string; outDir: string; root?: string }): Bundler;

export const server: Bundler;
