/** True when the web app's build is whole and no source file is newer than any of its parts. */
export function webBuildIsCurrent(root?: string): boolean;

/** Builds the web app when there is no whole build or a source file is newer than it. */
export function ensureWebBuild(): void;
