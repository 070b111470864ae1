import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';

/** Bookings that take their nights or seats: placed (unpaid, within the payment period) or paid. */
export const TAKING_STATES = ['held', 'confirmed'] as const;

/**
 * For each room type, the most rooms taken on any one night of the stay: what is left for the
 * stay is its rooms minus that. One query over the overlapping bookings, night by night.
 */
export async function roomsTaken(
  db: Db,
  roomTypeIds: readonly number[],
  checkIn: string,
  checkOut: string,
): Promise<Map<number, number>> {
  if (roomTypeIds.length === 0) return new Map();
  const rows = await db.execute<{ room_type_id: number; taken: number }>(sql`
    select room_type_id, max(taken)::int as taken from (
      select b.room_type_id, n.night, count(*) as taken
      from travel_booking b
      cross join lateral generate_series(
        greatest(b.check_in, ${checkIn}::date)::timestamp,
        (least(b.check_out, ${checkOut}::date) - 1)::timestamp,
        interval '1 day'
      ) as n(night)
      where b.state in ('held', 'confirmed')
        and b.room_type_id in (${sql.join(
          roomTypeIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        and b.check_in < ${checkOut}::date
        and b.check_out > ${checkIn}::date
      group by b.room_type_id, n.night
    ) nights
    group by room_type_id`);
  return new Map(
    rowsOf<{ room_type_id: number; taken: number }>(rows).map((r) => [
      Number(r.room_type_id),
      Number(r.taken),
    ]),
  );
}

/** Seats taken on each departure. */
export async function seatsTaken(
  db: Db,
  departureIds: readonly number[],
): Promise<Map<number, number>> {
  if (departureIds.length === 0) return new Map();
  const rows = await db.execute<{ departure_id: number; taken: number }>(sql`
    select departure_id,
      coalesce(sum(jsonb_array_length(passengers)), 0)::int as taken
    from travel_booking
    where state in ('held', 'confirmed')
      and departure_id in (${sql.join(
        departureIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by departure_id`);
  return new Map(
    rowsOf<{ departure_id: number; taken: number }>(rows).map((r) => [
      Number(r.departure_id),
      Number(r.taken),
    ]),
  );
}

/** node-postgres answers a result with `rows`; PGlite's driver does too. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
