// Rewrites docs/ORDERS.md's state section from the code's state table (npm run docs:orders).
import { readFileSync, writeFileSync } from 'node:fs';
import { orders } from '@shop/core';

const path = new URL('../docs/ORDERS.md', import.meta.url);
writeFileSync(path, orders.withOrderStates(readFileSync(path, 'utf8')));
console.log('docs/ORDERS.md: order states written');
