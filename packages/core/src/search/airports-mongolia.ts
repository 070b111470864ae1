/**
 * Mongolia's airports in Mongolian, over the data set's English names. ULN is the old airport,
 * Buyant-Ukhaa, named Chinggis Khaan until the new one (UBN) opened in 2021; shoppers still look
 * for it by that name.
 */
export interface AirportOverlay {
  name: string;
  city: string;
  /** More words the airport is found by (former names, the city's usual spelling). */
  alsoKnownAs?: string;
}

export const MONGOLIAN_AIRPORTS: Record<string, AirportOverlay> = {
  ULN: {
    name: 'Буянт-Ухаа олон улсын нисэх буудал',
    city: 'Улаанбаатар',
    alsoKnownAs: 'Чингис хаан Ulaanbaatar Buyant-Ukhaa',
  },
  AVK: { name: 'Арвайхээр нисэх буудал', city: 'Арвайхээр' },
  LTI: { name: 'Алтай нисэх буудал', city: 'Алтай' },
  BYN: { name: 'Баянхонгор нисэх буудал', city: 'Баянхонгор' },
  DLZ: { name: 'Даланзадгад нисэх буудал', city: 'Даланзадгад' },
  HVD: { name: 'Ховд нисэх буудал', city: 'Ховд' },
  MXV: { name: 'Мөрөн нисэх буудал', city: 'Мөрөн' },
  COQ: { name: 'Чойбалсан нисэх буудал', city: 'Чойбалсан', alsoKnownAs: 'Choibalsan' },
  ULG: { name: 'Өлгий нисэх буудал', city: 'Өлгий' },
  ULZ: { name: 'Доной нисэх буудал', city: 'Улиастай' },
  UGA: { name: 'Булган нисэх буудал', city: 'Булган' },
  ULO: { name: 'Улаангом нисэх буудал', city: 'Улаангом' },
  UUN: { name: 'Баруун-Урт нисэх буудал', city: 'Баруун-Урт', alsoKnownAs: 'Baruun-Urt' },
  UBN: {
    name: 'Чингис хаан олон улсын нисэх буудал',
    city: 'Улаанбаатар',
    alsoKnownAs: 'Ulaanbaatar Khushig',
  },
};
