/** The token the browser tests' shops take for `/metrics` (global-setup.ts starts them). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789';
