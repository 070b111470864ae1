/** An order's delivery address in one line, as couriers read it. */
export function addressText(a: {
  city: string;
  district: string;
  quarter: string | null;
  street: string | null;
  detail: string;
  receiver?: string;
}): string {
  return [a.city, a.district, a.quarter, a.street, a.detail].filter(Boolean).join(', ');
}
