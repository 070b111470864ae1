// How fast the machine is at this moment, by two fixed pieces of work: the same checkout code
// placed 77-89 orders a second one morning and 27-44 that afternoon on a machine of the same
// kind, so a benchmark's figures say little without the machine's own speed beside them.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { median, round } from './lib.ts';

export interface MachineSpeed {
  /** One core's time for a fixed piece of JavaScript work (JSON and hashing), in ms. */
  computeMs: number;
  /** One round trip of a byte over a loopback TCP connection (the kernel's share of every query), µs. */
  roundTripUs: number;
}

const CARDS = Array.from({ length: 2_000 }, (_, i) => ({
  id: i,
  slug: `product-${i}`,
  name: { mn: `Бараа ${i}`, en: `Product ${i}` },
  price: 10_000 + i * 7,
  images: [`/media/${i}-a.webp`, `/media/${i}-b.webp`],
  inStock: i % 3 !== 0,
}));

function computeOnce(): number {
  const started = performance.now();
  let digest = '';
  for (let i = 0; i < 20; i++) {
    const text = JSON.stringify(CARDS);
    const back = JSON.parse(text) as typeof CARDS;
    digest = createHash('sha256')
      .update(text + digest + back.length)
      .digest('hex');
  }
  if (digest.length !== 64) throw new Error('the reference work went wrong');
  return performance.now() - started;
}

const ROUND_TRIPS = 2_000;
/** A try that takes longer than this fails the benchmark rather than hanging it. */
const TRY_MS = 60_000;

async function roundTripsOnce(): Promise<number> {
  const signal = AbortSignal.timeout(TRY_MS);
  const server = createServer((socket) => socket.on('data', (chunk) => socket.write(chunk)));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening', { signal });
  const { port } = server.address() as AddressInfo;
  const client: Socket = connect(port, '127.0.0.1');
  client.setNoDelay(true);
  try {
    await once(client, 'connect', { signal });
    const started = performance.now();
    for (let i = 0; i < ROUND_TRIPS; i++) {
      const answered = once(client, 'data', { signal });
      client.write('x');
      await answered;
    }
    return ((performance.now() - started) * 1_000) / ROUND_TRIPS;
  } finally {
    client.destroy();
    server.close();
  }
}

/** The median of three tries of each piece of work (about a second in all on a quiet machine). */
export async function measureMachineSpeed(): Promise<MachineSpeed> {
  computeOnce(); // warms the JIT: the first try is not the machine's speed
  const compute = [computeOnce(), computeOnce(), computeOnce()];
  const trips = [await roundTripsOnce(), await roundTripsOnce(), await roundTripsOnce()];
  return { computeMs: round(median(compute)), roundTripUs: round(median(trips)) };
}

export function describeSpeed(speed: MachineSpeed): string {
  return `reference work ${speed.computeMs} ms, loopback round trip ${speed.roundTripUs} µs`;
}

/** The machine's CPU time so far (every process, every core), from Linux's `/proc/stat`; ms. */
export interface CpuTimes {
  busyMs: number;
  totalMs: number;
}

/** Null where there is no `/proc/stat` (not Linux). */
export function cpuTimes(): CpuTimes | null {
  let text: string;
  try {
    text = readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
  // cpu user nice system idle iowait irq softirq steal …, in Linux's USER_HZ ticks (100 a second).
  // Time the host gave to other machines (steal) was not this machine's work: counted as idle.
  const ticks = (text.split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0) + (ticks[7] ?? 0);
  const total = ticks.reduce((sum, t) => sum + t, 0);
  return { busyMs: (total - idle) * 10, totalMs: total * 10 };
}

/** The CPU time the whole machine spent between two readings, and its busy share of all cores. */
export function cpuSpent(before: CpuTimes | null, after: CpuTimes | null) {
  if (!before || !after || after.totalMs <= before.totalMs) return null;
  const busyMs = after.busyMs - before.busyMs;
  return { busyMs, busyShare: round(busyMs / (after.totalMs - before.totalMs), 3) };
}
