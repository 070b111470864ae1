/** The --products option as a whole number of products; exits with a message otherwise. */
export function productCountOption(value: string): number {
  const products = Number(value);
  if (!/^\d+$/.test(value) || products > 1_000_000) {
    console.error(`--products must be a whole number from 0 to 1,000,000 (got "${value}")`);
    process.exit(2);
  }
  return products;
}
