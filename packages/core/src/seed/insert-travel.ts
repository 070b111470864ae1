import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import type { Translations } from '../shared/index.ts';
import {
  travelAmenity,
  travelDeparture,
  travelHotel,
  travelRoomRate,
  travelRoomType,
  travelTour,
} from '../travel/schema.ts';

/** Texts in the four other locales, field by field (mn is the record's own). */
type Other = { en: string; ru: string; cn: string; it: string };
const LOCALES = ['en', 'ru', 'cn', 'it'] as const;

function translations(fields: Record<string, Other>): Translations {
  const out: Translations = {};
  for (const locale of LOCALES) {
    out[locale] = Object.fromEntries(
      Object.entries(fields).map(([field, texts]) => [field, texts[locale]]),
    );
  }
  return out;
}

const AMENITIES: { code: string; mn: string; other: Other }[] = [
  {
    code: 'wifi',
    mn: 'Үнэгүй Wi-Fi',
    other: { en: 'Free Wi-Fi', ru: 'Бесплатный Wi-Fi', cn: '免费无线网络', it: 'Wi-Fi gratuito' },
  },
  {
    code: 'breakfast',
    mn: 'Өглөөний цай багтсан',
    other: {
      en: 'Breakfast included',
      ru: 'Завтрак включён',
      cn: '含早餐',
      it: 'Colazione inclusa',
    },
  },
  {
    code: 'parking',
    mn: 'Машины зогсоол',
    other: { en: 'Parking', ru: 'Парковка', cn: '停车场', it: 'Parcheggio' },
  },
  {
    code: 'bathtub',
    mn: 'Ванн',
    other: { en: 'Bathtub', ru: 'Ванна', cn: '浴缸', it: 'Vasca da bagno' },
  },
  { code: 'tv', mn: 'Зурагт', other: { en: 'TV', ru: 'Телевизор', cn: '电视', it: 'TV' } },
  {
    code: 'air-conditioning',
    mn: 'Агааржуулагч',
    other: { en: 'Air conditioning', ru: 'Кондиционер', cn: '空调', it: 'Aria condizionata' },
  },
  {
    code: 'heating',
    mn: 'Халаалт',
    other: { en: 'Heating', ru: 'Отопление', cn: '暖气', it: 'Riscaldamento' },
  },
  {
    code: 'airport-transfer',
    mn: 'Онгоцны буудлаас тосох үйлчилгээ',
    other: {
      en: 'Airport transfer',
      ru: 'Трансфер из аэропорта',
      cn: '机场接送',
      it: 'Transfer dall’aeroporto',
    },
  },
  {
    code: 'minibar',
    mn: 'Мини бар',
    other: { en: 'Minibar', ru: 'Мини-бар', cn: '迷你吧', it: 'Minibar' },
  },
  { code: 'sauna', mn: 'Саун', other: { en: 'Sauna', ru: 'Сауна', cn: '桑拿', it: 'Sauna' } },
  {
    code: 'laundry',
    mn: 'Угаалгын үйлчилгээ',
    other: { en: 'Laundry service', ru: 'Прачечная', cn: '洗衣服务', it: 'Servizio lavanderia' },
  },
  {
    code: 'accessible',
    mn: 'Тэргэнцэртэй зочинд тохиромжтой',
    other: {
      en: 'Wheelchair accessible',
      ru: 'Доступно для колясок',
      cn: '无障碍设施',
      it: 'Accessibile in sedia a rotelle',
    },
  },
];

interface SeedRoom {
  mn: string;
  other: Other;
  descriptionMn: string;
  description: Other;
  bedsMn: string;
  beds: Other;
  kind: 'hotel-room' | 'ger-camp';
  hue: number;
  sizeM2: number;
  baseGuests: number;
  maxGuests: number;
  extraGuestPrice: number;
  rooms: number;
  nightRate: number;
  weekendRate: number | null;
  amenities: string[];
  /** Summer and Naadam rates; null: the same all year. */
  summer: [number, number] | null;
}

interface SeedHotel {
  slug: string;
  mn: string;
  other: Other;
  descriptionMn: string;
  description: Other;
  addressMn: string;
  address: Other;
  cityMn: string;
  city: Other;
  stars: number;
  kind: 'hotel' | 'ger-camp';
  hue: number;
  checkInFrom: string;
  checkOutUntil: string;
  freeCancelDays: number;
  transferAirport: string | null;
  rooms: SeedRoom[];
}

const UB: Other = { en: 'Ulaanbaatar', ru: 'Улан-Батор', cn: '乌兰巴托', it: 'Ulan Bator' };

/** The demo hotels: a city hotel, a ger camp in Terelj and a lodge on Lake Khövsgöl. */
export const DEMO_HOTELS: SeedHotel[] = [
  {
    slug: 'tsetseg-city-hotel',
    mn: 'Цэцэг Сити зочид буудал',
    other: {
      en: 'Tsetseg City Hotel',
      ru: 'Отель «Цэцэг Сити»',
      cn: '策策格城市酒店',
      it: 'Tsetseg City Hotel',
    },
    descriptionMn:
      'Сүхбаатарын талбайгаас алхаад таван минут. Дулаан, нам гүм өрөөнүүд, өглөө бүр шинэхэн талх, орой бүр хотын гэрэл.',
    description: {
      en: 'Five minutes’ walk from Sükhbaatar Square. Warm, quiet rooms, fresh bread every morning and the city lights every evening.',
      ru: 'В пяти минутах ходьбы от площади Сухэ-Батора. Тёплые тихие номера, свежий хлеб по утрам и огни города по вечерам.',
      cn: '步行五分钟即到苏赫巴托广场。温暖安静的客房，每天早晨有新鲜面包，每晚可赏城市灯光。',
      it: 'A cinque minuti a piedi da piazza Sükhbaatar. Camere calde e silenziose, pane fresco ogni mattina e le luci della città ogni sera.',
    },
    addressMn: 'Сүхбаатар дүүрэг, Чингисийн өргөн чөлөө 12',
    address: {
      en: '12 Chinggis Avenue, Sükhbaatar district',
      ru: 'Сухэбаторский район, проспект Чингисхана, 12',
      cn: '苏赫巴托区成吉思汗大道12号',
      it: 'Viale Chinggis 12, distretto di Sükhbaatar',
    },
    cityMn: 'Улаанбаатар',
    city: UB,
    stars: 4,
    kind: 'hotel',
    hue: 210,
    checkInFrom: '14:00',
    checkOutUntil: '12:00',
    freeCancelDays: 3,
    transferAirport: 'UBN',
    rooms: [
      {
        mn: 'Стандарт өрөө',
        other: {
          en: 'Standard double room',
          ru: 'Стандартный двухместный номер',
          cn: '标准大床房',
          it: 'Camera doppia standard',
        },
        descriptionMn: 'Нэг том ортой, хотын зүг цонхтой тухтай өрөө.',
        description: {
          en: 'A cosy room with one large bed and a window over the city.',
          ru: 'Уютный номер с одной большой кроватью и окном на город.',
          cn: '舒适的客房，一张大床，窗外是城市景色。',
          it: 'Una camera accogliente con un letto grande e una finestra sulla città.',
        },
        bedsMn: '1 том ор',
        beds: {
          en: '1 double bed',
          ru: '1 двуспальная кровать',
          cn: '1张大床',
          it: '1 letto matrimoniale',
        },
        kind: 'hotel-room',
        hue: 200,
        sizeM2: 24,
        baseGuests: 2,
        maxGuests: 3,
        extraGuestPrice: 40_000,
        rooms: 8,
        nightRate: 180_000,
        weekendRate: 210_000,
        amenities: ['wifi', 'breakfast', 'tv', 'heating', 'air-conditioning', 'parking'],
        summer: [220_000, 320_000],
      },
      {
        mn: 'Делюкс өрөө',
        other: {
          en: 'Deluxe twin room',
          ru: 'Номер делюкс с двумя кроватями',
          cn: '豪华双床房',
          it: 'Camera deluxe con due letti',
        },
        descriptionMn: 'Хоёр ортой, ванн, мини бартай өргөн өрөө.',
        description: {
          en: 'A spacious room with two beds, a bathtub and a minibar.',
          ru: 'Просторный номер с двумя кроватями, ванной и мини-баром.',
          cn: '宽敞的客房，两张床，配有浴缸和迷你吧。',
          it: 'Una camera spaziosa con due letti, vasca da bagno e minibar.',
        },
        bedsMn: '2 ганц ор',
        beds: {
          en: '2 single beds',
          ru: '2 односпальные кровати',
          cn: '2张单人床',
          it: '2 letti singoli',
        },
        kind: 'hotel-room',
        hue: 30,
        sizeM2: 32,
        baseGuests: 2,
        maxGuests: 3,
        extraGuestPrice: 40_000,
        rooms: 4,
        nightRate: 240_000,
        weekendRate: 270_000,
        amenities: [
          'wifi',
          'breakfast',
          'tv',
          'bathtub',
          'minibar',
          'heating',
          'air-conditioning',
          'airport-transfer',
        ],
        summer: [290_000, 390_000],
      },
      {
        mn: 'Гэр бүлийн люкс',
        other: { en: 'Family suite', ru: 'Семейный люкс', cn: '家庭套房', it: 'Suite familiare' },
        descriptionMn: 'Хоёр өрөөтэй, зочны булантай, таван хүртэл хүн багтах люкс.',
        description: {
          en: 'Two rooms and a sitting corner, for up to five guests.',
          ru: 'Две комнаты и гостиный уголок, до пяти гостей.',
          cn: '两个房间和一个起居角，最多可住五人。',
          it: 'Due stanze e un angolo salotto, fino a cinque ospiti.',
        },
        bedsMn: '1 том ор, 2 ганц ор',
        beds: {
          en: '1 double and 2 single beds',
          ru: '1 двуспальная и 2 односпальные кровати',
          cn: '1张大床和2张单人床',
          it: '1 letto matrimoniale e 2 singoli',
        },
        kind: 'hotel-room',
        hue: 140,
        sizeM2: 48,
        baseGuests: 2,
        maxGuests: 5,
        extraGuestPrice: 50_000,
        rooms: 2,
        nightRate: 360_000,
        weekendRate: null,
        amenities: ['wifi', 'breakfast', 'tv', 'bathtub', 'heating', 'accessible', 'laundry'],
        summer: [420_000, 520_000],
      },
    ],
  },
  {
    slug: 'terelj-ger-camp',
    mn: 'Тэрэлж гэр бааз',
    other: {
      en: 'Terelj Ger Camp',
      ru: 'Юрточный лагерь «Тэрэлж»',
      cn: '特日勒吉蒙古包营地',
      it: 'Campo di ger di Terelj',
    },
    descriptionMn:
      'Горхи-Тэрэлжийн байгалийн цогцолборт газарт, хадны дэргэдэх гэр бааз. Морь унах, явган аялал, оройн гал.',
    description: {
      en: 'A ger camp under the rocks of Gorkhi-Terelj National Park. Horse riding, hiking and an evening fire.',
      ru: 'Юрточный лагерь у скал национального парка Горхи-Тэрэлж. Конные прогулки, походы и вечерний костёр.',
      cn: '位于特日勒吉国家公园岩石下的蒙古包营地。骑马、徒步和夜晚篝火。',
      it: 'Un campo di ger ai piedi delle rocce del parco nazionale Gorkhi-Terelj. Passeggiate a cavallo, escursioni e un fuoco la sera.',
    },
    addressMn: 'Төв аймаг, Горхи-Тэрэлжийн байгалийн цогцолборт газар',
    address: {
      en: 'Gorkhi-Terelj National Park, Töv province',
      ru: 'Национальный парк Горхи-Тэрэлж, Центральный аймак',
      cn: '中央省特日勒吉国家公园',
      it: 'Parco nazionale Gorkhi-Terelj, provincia di Töv',
    },
    cityMn: 'Тэрэлж',
    city: { en: 'Terelj', ru: 'Тэрэлж', cn: '特日勒吉', it: 'Terelj' },
    stars: 3,
    kind: 'ger-camp',
    hue: 100,
    checkInFrom: '13:00',
    checkOutUntil: '11:00',
    freeCancelDays: 7,
    transferAirport: 'UBN',
    rooms: [
      {
        mn: 'Уламжлалт гэр',
        other: {
          en: 'Traditional ger',
          ru: 'Традиционная юрта',
          cn: '传统蒙古包',
          it: 'Ger tradizionale',
        },
        descriptionMn: 'Зуухтай, эсгий дулаан гэр. Ариун цэврийн өрөө нь баазын төвд.',
        description: {
          en: 'A warm felt ger with a stove. Washrooms are at the camp’s centre.',
          ru: 'Тёплая войлочная юрта с печкой. Душевые в центре лагеря.',
          cn: '温暖的毛毡蒙古包，带火炉。卫浴在营地中心。',
          it: 'Una calda ger di feltro con stufa. I bagni sono al centro del campo.',
        },
        bedsMn: '4 ганц ор',
        beds: {
          en: '4 single beds',
          ru: '4 односпальные кровати',
          cn: '4张单人床',
          it: '4 letti singoli',
        },
        kind: 'ger-camp',
        hue: 90,
        sizeM2: 30,
        baseGuests: 2,
        maxGuests: 4,
        extraGuestPrice: 30_000,
        rooms: 10,
        nightRate: 150_000,
        weekendRate: 170_000,
        amenities: ['breakfast', 'heating', 'parking', 'sauna'],
        summer: [190_000, 260_000],
      },
      {
        mn: 'Люкс гэр',
        other: {
          en: 'Deluxe ger with bathroom',
          ru: 'Юрта люкс с ванной',
          cn: '带卫浴的豪华蒙古包',
          it: 'Ger deluxe con bagno',
        },
        descriptionMn: 'Өөрийн угаалгын өрөөтэй, модон шалтай том гэр.',
        description: {
          en: 'A large ger with a wooden floor and its own bathroom.',
          ru: 'Большая юрта с деревянным полом и собственной ванной.',
          cn: '宽敞的蒙古包，木地板，独立卫浴。',
          it: 'Una grande ger con pavimento in legno e bagno privato.',
        },
        bedsMn: '1 том ор',
        beds: {
          en: '1 double bed',
          ru: '1 двуспальная кровать',
          cn: '1张大床',
          it: '1 letto matrimoniale',
        },
        kind: 'ger-camp',
        hue: 40,
        sizeM2: 36,
        baseGuests: 2,
        maxGuests: 3,
        extraGuestPrice: 35_000,
        rooms: 4,
        nightRate: 260_000,
        weekendRate: 290_000,
        amenities: ['wifi', 'breakfast', 'heating', 'sauna', 'airport-transfer'],
        summer: [310_000, 400_000],
      },
    ],
  },
  {
    slug: 'khuvsgul-lake-lodge',
    mn: 'Хөвсгөл нуурын амралт',
    other: {
      en: 'Khövsgöl Lake Lodge',
      ru: 'Домики на озере Хубсугул',
      cn: '库苏古尔湖木屋',
      it: 'Lodge sul lago Khövsgöl',
    },
    descriptionMn:
      'Хатгалын ойролцоо, нуурын эрэг дээрх модон байшингууд. Завиар зугаалах, загас барих.',
    description: {
      en: 'Wooden cabins on the lake shore near Khatgal. Boat trips and fishing.',
      ru: 'Деревянные домики на берегу озера у Хатгала. Прогулки на лодке и рыбалка.',
      cn: '哈特嘎勒附近湖畔的木屋。乘船游湖和钓鱼。',
      it: 'Casette di legno sulla riva del lago vicino a Khatgal. Gite in barca e pesca.',
    },
    addressMn: 'Хөвсгөл аймаг, Хатгал тосгон',
    address: {
      en: 'Khatgal village, Khövsgöl province',
      ru: 'Посёлок Хатгал, Хубсугульский аймак',
      cn: '库苏古尔省哈特嘎勒村',
      it: 'Villaggio di Khatgal, provincia di Khövsgöl',
    },
    cityMn: 'Хатгал',
    city: { en: 'Khatgal', ru: 'Хатгал', cn: '哈特嘎勒', it: 'Khatgal' },
    stars: 3,
    kind: 'ger-camp',
    hue: 190,
    checkInFrom: '15:00',
    checkOutUntil: '11:00',
    freeCancelDays: 14,
    transferAirport: 'MXV',
    rooms: [
      {
        mn: 'Нуурын харагдацтай байшин',
        other: {
          en: 'Lake-view cabin',
          ru: 'Домик с видом на озеро',
          cn: '湖景木屋',
          it: 'Casetta vista lago',
        },
        descriptionMn: 'Нуур руу харсан тагттай, зуухтай модон байшин.',
        description: {
          en: 'A wooden cabin with a stove and a porch facing the lake.',
          ru: 'Деревянный домик с печкой и верандой с видом на озеро.',
          cn: '带火炉的木屋，门廊面朝湖水。',
          it: 'Una casetta di legno con stufa e un portico sul lago.',
        },
        bedsMn: '1 том ор, 2 ганц ор',
        beds: {
          en: '1 double and 2 single beds',
          ru: '1 двуспальная и 2 односпальные кровати',
          cn: '1张大床和2张单人床',
          it: '1 letto matrimoniale e 2 singoli',
        },
        kind: 'hotel-room',
        hue: 170,
        sizeM2: 28,
        baseGuests: 2,
        maxGuests: 4,
        extraGuestPrice: 30_000,
        rooms: 6,
        nightRate: 220_000,
        weekendRate: null,
        amenities: ['breakfast', 'heating', 'parking', 'sauna', 'airport-transfer'],
        summer: [260_000, 330_000],
      },
    ],
  },
];

interface SeedTour {
  slug: string;
  mn: string;
  other: Other;
  descriptionMn: string;
  description: Other;
  meetingMn: string;
  meeting: Other;
  airport: string | null;
  days: number;
  price: number;
  kind: 'desert-tour' | 'ger-camp' | 'mountain-tour';
  hue: number;
  seats: number;
  /** Days between departures, and how many. */
  every: number;
  count: number;
  /** Days from the seed's today to the first departure. */
  first: number;
  /** The months (1–12) the tour runs in; none: all year. */
  months?: number[];
}

const MEET_UB: Other = {
  en: 'Ulaanbaatar, Sükhbaatar Square, 08:00',
  ru: 'Улан-Батор, площадь Сухэ-Батора, 08:00',
  cn: '乌兰巴托苏赫巴托广场，08:00',
  it: 'Ulan Bator, piazza Sükhbaatar, 08:00',
};

export const DEMO_TOURS: SeedTour[] = [
  {
    slug: 'terelj-day-trip',
    mn: 'Тэрэлжийн өдрийн аялал',
    other: {
      en: 'Terelj day trip',
      ru: 'Однодневная поездка в Тэрэлж',
      cn: '特日勒吉一日游',
      it: 'Gita di un giorno a Terelj',
    },
    descriptionMn:
      'Мэлхий хад, Арьяабалын хийд, малчин айлд зочлох, өдрийн хоол. Орой хотод буцна.',
    description: {
      en: 'Turtle Rock, Aryabal Temple, a visit to a herder family and lunch. Back in the city by evening.',
      ru: 'Скала Черепаха, храм Арьяабал, визит в семью скотоводов и обед. Вечером возвращение в город.',
      cn: '乌龟石、阿里亚巴勒寺、拜访牧民家庭并享用午餐。傍晚返回市区。',
      it: 'La Roccia Tartaruga, il tempio di Aryabal, una visita a una famiglia di pastori e il pranzo. Ritorno in città la sera.',
    },
    meetingMn: 'Улаанбаатар, Сүхбаатарын талбай, 08:00',
    meeting: MEET_UB,
    airport: null,
    days: 1,
    price: 120_000,
    kind: 'ger-camp',
    hue: 110,
    seats: 20,
    every: 7,
    count: 16,
    first: 3,
  },
  {
    slug: 'gobi-desert-5-days',
    mn: 'Говийн аялал, 5 өдөр',
    other: {
      en: 'Gobi desert, 5 days',
      ru: 'Пустыня Гоби, 5 дней',
      cn: '戈壁沙漠五日游',
      it: 'Deserto del Gobi, 5 giorni',
    },
    descriptionMn: 'Хонгорын элс, Ёлын ам, Баянзаг. Тэмээ унах, гэрт хонох, одтой шөнө.',
    description: {
      en: 'Khongor dunes, Yol Valley and the Flaming Cliffs. Camel rides, nights in gers and starry skies.',
      ru: 'Пески Хонгор, ущелье Ёлын-Ам и Баянзаг. Прогулки на верблюдах, ночи в юртах и звёздное небо.',
      cn: '洪格尔沙丘、鹰谷和火焰崖。骑骆驼、住蒙古包、看满天繁星。',
      it: 'Le dune di Khongor, la valle di Yol e le Flaming Cliffs. Cammelli, notti in ger e cieli stellati.',
    },
    meetingMn: 'Чингис хаан олон улсын нисэх буудал, 07:00',
    meeting: {
      en: 'Chinggis Khaan International Airport, 07:00',
      ru: 'Международный аэропорт Чингисхан, 07:00',
      cn: '成吉思汗国际机场，07:00',
      it: 'Aeroporto internazionale Chinggis Khaan, 07:00',
    },
    airport: 'UBN',
    days: 5,
    price: 1_850_000,
    kind: 'desert-tour',
    hue: 35,
    seats: 12,
    every: 14,
    count: 10,
    first: 10,
    // The desert from late spring to early autumn: in winter it is −30 °C.
    months: [5, 6, 7, 8, 9, 10],
  },
  {
    slug: 'khuvsgul-horse-trek',
    mn: 'Хөвсгөлийн морин аялал, 7 өдөр',
    other: {
      en: 'Khövsgöl horse trek, 7 days',
      ru: 'Конный поход по Хубсугулу, 7 дней',
      cn: '库苏古尔骑马之旅七日',
      it: 'Trekking a cavallo al Khövsgöl, 7 giorni',
    },
    descriptionMn:
      'Нуурын эргээр морьтой аялж, цаатан айлд зочилно. Морь унаж үзээгүй хүнд ч тохиромжтой.',
    description: {
      en: 'Ride along the lake shore and visit a reindeer-herding family. Fine for first-time riders too.',
      ru: 'Верхом вдоль берега озера и в гости к оленеводам. Подходит и новичкам.',
      cn: '沿湖骑马，拜访驯鹿牧民家庭。初次骑马者也适合。',
      it: 'A cavallo lungo la riva del lago e in visita a una famiglia di allevatori di renne. Adatto anche a chi non è mai salito a cavallo.',
    },
    meetingMn: 'Чингис хаан олон улсын нисэх буудал, 06:30',
    meeting: {
      en: 'Chinggis Khaan International Airport, 06:30',
      ru: 'Международный аэропорт Чингисхан, 06:30',
      cn: '成吉思汗国际机场，06:30',
      it: 'Aeroporto internazionale Chinggis Khaan, 06:30',
    },
    airport: 'UBN',
    days: 7,
    price: 2_400_000,
    kind: 'mountain-tour',
    hue: 180,
    seats: 8,
    every: 14,
    count: 8,
    first: 17,
    // Horses and the lake shore in summer; the lake is frozen from November to May.
    months: [6, 7, 8, 9],
  },
];

const DAY_MS = 86_400_000;
const UB_OFFSET_MS = 8 * 3_600_000;
const dayString = (at: Date) => new Date(at.getTime() + UB_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The days (counted from the seed's today) a tour departs: every `every` days from `first`, only
 * in the tour's months (by Ulaanbaatar's calendar), `count` of them.
 */
export function departureDays(
  tour: Pick<SeedTour, 'first' | 'every' | 'count' | 'months'>,
  today: Date,
): number[] {
  const days: number[] = [];
  for (
    let day = tour.first;
    days.length < tour.count && day < tour.first + 3 * 365;
    day += tour.every
  ) {
    const month = new Date(today.getTime() + UB_OFFSET_MS + day * DAY_MS).getUTCMonth() + 1;
    if (!tour.months || tour.months.includes(month)) days.push(day);
  }
  return days;
}

/** Hotels, rooms and tours are shown in 3:2 frames: drawn so, none is cut to fit. */
const travelPicture = (kind: string, hue: number, seed: number) =>
  `/media/p/${kind}/${hue % 360}/${seed}.svg?frame=3x2`;

/**
 * The demo travel section: amenities, hotels with their rooms and this year's and next year's
 * summer and Naadam rates, and tours with departures from the seed's day on. Written once: a
 * shop seeded before travel existed gets it at its next start.
 */
export async function insertTravelIfMissing(db: Db, now: Date): Promise<void> {
  const [any] = await db.select({ code: travelAmenity.code }).from(travelAmenity).limit(1);
  if (any) return;
  await db.insert(travelAmenity).values(
    AMENITIES.map((a, position) => ({
      code: a.code,
      name: a.mn,
      translations: translations({ name: a.other }),
      position,
    })),
  );
  const year = Number(dayString(now).slice(0, 4));
  for (const [h, hotel] of DEMO_HOTELS.entries()) {
    const [row] = await db
      .insert(travelHotel)
      .values({
        slug: hotel.slug,
        name: hotel.mn,
        description: hotel.descriptionMn,
        address: hotel.addressMn,
        city: hotel.cityMn,
        translations: translations({
          name: hotel.other,
          description: hotel.description,
          address: hotel.address,
          city: hotel.city,
        }),
        stars: hotel.stars,
        images: [1, 2, 3].map((i) =>
          travelPicture(hotel.kind, hotel.hue + i * 25, 700 + h * 10 + i),
        ),
        checkInFrom: hotel.checkInFrom,
        checkOutUntil: hotel.checkOutUntil,
        freeCancelDays: hotel.freeCancelDays,
        transferAirport: hotel.transferAirport,
        createdAt: now,
      })
      .returning({ id: travelHotel.id });
    if (!row) throw new Error('insert returned nothing');
    for (const [r, room] of hotel.rooms.entries()) {
      const [roomRow] = await db
        .insert(travelRoomType)
        .values({
          hotelId: row.id,
          name: room.mn,
          description: room.descriptionMn,
          translations: translations({
            name: room.other,
            description: room.description,
            beds: room.beds,
          }),
          images: [1, 2].map((i) =>
            travelPicture(room.kind, room.hue + i * 30, 800 + h * 10 + r * 3 + i),
          ),
          beds: room.bedsMn,
          sizeM2: room.sizeM2,
          baseGuests: room.baseGuests,
          maxGuests: room.maxGuests,
          extraGuestPrice: room.extraGuestPrice,
          rooms: room.rooms,
          nightRate: room.nightRate,
          weekendRate: room.weekendRate,
          amenities: room.amenities,
          position: r,
        })
        .returning({ id: travelRoomType.id });
      if (!roomRow || !room.summer) continue;
      const [summerRate, naadamRate] = room.summer;
      await db.insert(travelRoomRate).values(
        [year, year + 1].flatMap((y) => [
          {
            roomTypeId: roomRow.id,
            name: 'Зуны улирал',
            translations: translations({
              name: { en: 'Summer season', ru: 'Летний сезон', cn: '夏季', it: 'Stagione estiva' },
            }),
            startsOn: `${y}-06-15`,
            endsOn: `${y}-09-01`,
            nightRate: summerRate,
            weekendRate: null,
          },
          {
            roomTypeId: roomRow.id,
            name: 'Наадам',
            translations: translations({
              name: {
                en: 'Naadam festival',
                ru: 'Праздник Наадам',
                cn: '那达慕节',
                it: 'Festa del Naadam',
              },
            }),
            startsOn: `${y}-07-09`,
            endsOn: `${y}-07-16`,
            nightRate: naadamRate,
            weekendRate: null,
          },
        ]),
      );
    }
  }
  const today = Date.parse(`${dayString(now)}T00:00:00Z`) - UB_OFFSET_MS;
  for (const [t, tour] of DEMO_TOURS.entries()) {
    const [row] = await db
      .insert(travelTour)
      .values({
        slug: tour.slug,
        name: tour.mn,
        description: tour.descriptionMn,
        translations: translations({
          name: tour.other,
          description: tour.description,
          meeting_point: tour.meeting,
        }),
        images: [1, 2].map((i) => travelPicture(tour.kind, tour.hue + i * 20, 900 + t * 10 + i)),
        meetingPoint: tour.meetingMn,
        departureAirport: tour.airport,
        days: tour.days,
        price: tour.price,
        createdAt: now,
      })
      .returning({ id: travelTour.id });
    if (!row) throw new Error('insert returned nothing');
    const [hour, minute] = (tour.meetingMn.match(/(\d\d):(\d\d)$/)?.slice(1) ?? ['08', '00']).map(
      Number,
    );
    await db.insert(travelDeparture).values(
      departureDays(tour, now).map((day) => ({
        tourId: row.id,
        startsAt: new Date(today + day * DAY_MS + ((hour ?? 8) * 60 + (minute ?? 0)) * 60_000),
        seats: tour.seats,
      })),
    );
  }
  await db.execute(sql`analyze travel_room_type, travel_booking`);
}
