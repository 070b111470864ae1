/** System sans-serif stack used by every text-bearing graphic (logo, monograms). */
export const SANS_STACK =
  "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif";
