import type { LocaleText, PostalZoneSeed } from './types.ts';

/*
 * Mongolia's postal zones, as far as the shop needs them.
 *
 * Codes have five digits; the first two name the area: 11 Ulaanbaatar, 12 the remote districts
 * (Baganuur, Bagakhangai, Nalaikh), 13 Bayanzürkh, 14 Sükhbaatar, 15 Chingeltei, 16 Bayangol,
 * 17 Khan-Uul, 18 Songinokhairkhan; 2x the east, 4x the centre and the Gobi, 6x Khangai, 8x the
 * west. A khoroo's code is its district code with the khoroo number in the middle digits
 * (Sükhbaatar 14000 -> 1st khoroo 14010, 20th khoroo 14200); a bag is its aimag centre's code
 * with 01n at the end (Erdenet 61000 -> 1st bag 61011).
 */

const UB = '11000';

interface DistrictSpec {
  zipcode: string;
  name: LocaleText;
  /** Number of khoroos. */
  khoroos: number;
}

/** Ulaanbaatar's nine districts and their khoroo counts (after the 2022 redistricting). */
const DISTRICTS: DistrictSpec[] = [
  {
    zipcode: '13000',
    name: {
      mn: 'Баянзүрх дүүрэг',
      en: 'Bayanzürkh District',
      ru: 'Баянзурхский район',
      cn: '巴彦珠日和区',
      it: 'Distretto di Bayanzürkh',
    },
    khoroos: 43,
  },
  {
    zipcode: '14000',
    name: {
      mn: 'Сүхбаатар дүүрэг',
      en: 'Sükhbaatar District',
      ru: 'Сухэбаторский район',
      cn: '苏赫巴托尔区',
      it: 'Distretto di Sükhbaatar',
    },
    khoroos: 20,
  },
  {
    zipcode: '15000',
    name: {
      mn: 'Чингэлтэй дүүрэг',
      en: 'Chingeltei District',
      ru: 'Чингэлтэйский район',
      cn: '青格勒泰区',
      it: 'Distretto di Chingeltei',
    },
    khoroos: 24,
  },
  {
    zipcode: '16000',
    name: {
      mn: 'Баянгол дүүрэг',
      en: 'Bayangol District',
      ru: 'Баянгольский район',
      cn: '巴音高勒区',
      it: 'Distretto di Bayangol',
    },
    khoroos: 34,
  },
  {
    zipcode: '17000',
    name: {
      mn: 'Хан-Уул дүүрэг',
      en: 'Khan-Uul District',
      ru: 'Хан-Уульский район',
      cn: '汗乌拉区',
      it: 'Distretto di Khan-Uul',
    },
    khoroos: 25,
  },
  {
    zipcode: '18000',
    name: {
      mn: 'Сонгинохайрхан дүүрэг',
      en: 'Songinokhairkhan District',
      ru: 'Сонгинохайрханский район',
      cn: '松吉诺海尔汗区',
      it: 'Distretto di Songinokhairkhan',
    },
    khoroos: 43,
  },
  {
    zipcode: '12100',
    name: {
      mn: 'Багануур дүүрэг',
      en: 'Baganuur District',
      ru: 'Багануурский район',
      cn: '巴嘎诺尔区',
      it: 'Distretto di Baganuur',
    },
    khoroos: 5,
  },
  {
    zipcode: '12200',
    name: {
      mn: 'Багахангай дүүрэг',
      en: 'Bagakhangai District',
      ru: 'Багахангайский район',
      cn: '巴嘎杭爱区',
      it: 'Distretto di Bagakhangai',
    },
    khoroos: 2,
  },
  {
    zipcode: '12300',
    name: {
      mn: 'Налайх дүүрэг',
      en: 'Nalaikh District',
      ru: 'Налайхский район',
      cn: '纳来哈区',
      it: 'Distretto di Nalaikh',
    },
    khoroos: 8,
  },
];

interface AimagSpec {
  /** Two-digit aimag prefix. */
  prefix: string;
  name: LocaleText;
  bags: number;
}

/** The 21 aimag centres, keyed by the aimag's two-digit postal prefix. */
const AIMAG_CENTRES: AimagSpec[] = [
  {
    prefix: '21',
    name: {
      mn: 'Чойбалсан, Дорнод аймаг',
      en: 'Choibalsan (Dornod)',
      ru: 'Чойбалсан (Восточный аймак)',
      cn: '乔巴山（东方省）',
      it: 'Choibalsan (Dornod)',
    },
    bags: 4,
  },
  {
    prefix: '22',
    name: {
      mn: 'Баруун-Урт, Сүхбаатар аймаг',
      en: 'Baruun-Urt (Sükhbaatar)',
      ru: 'Баруун-Урт (Сухэбаторский аймак)',
      cn: '西乌尔特（苏赫巴托尔省）',
      it: 'Baruun-Urt (Sükhbaatar)',
    },
    bags: 2,
  },
  {
    prefix: '23',
    name: {
      mn: 'Чингис хот, Хэнтий аймаг',
      en: 'Chinggis City (Khentii)',
      ru: 'Чингис (Хэнтэйский аймак)',
      cn: '成吉思汗市（肯特省）',
      it: 'Chinggis (Khentii)',
    },
    bags: 3,
  },
  {
    prefix: '41',
    name: {
      mn: 'Зуунмод, Төв аймаг',
      en: 'Zuunmod (Töv)',
      ru: 'Зуунмод (Центральный аймак)',
      cn: '宗莫德（中央省）',
      it: 'Zuunmod (Töv)',
    },
    bags: 3,
  },
  {
    prefix: '42',
    name: {
      mn: 'Чойр, Говьсүмбэр аймаг',
      en: 'Choir (Govisümber)',
      ru: 'Чойр (Гобисумбэр)',
      cn: '乔伊尔（戈壁苏木贝尔省）',
      it: 'Choir (Govisümber)',
    },
    bags: 2,
  },
  {
    prefix: '43',
    name: {
      mn: 'Сүхбаатар хот, Сэлэнгэ аймаг',
      en: 'Sükhbaatar Town (Selenge)',
      ru: 'Сухэ-Батор (Селенгинский аймак)',
      cn: '苏赫巴托尔市（色楞格省）',
      it: 'Sükhbaatar (Selenge)',
    },
    bags: 3,
  },
  {
    prefix: '44',
    name: {
      mn: 'Сайншанд, Дорноговь аймаг',
      en: 'Sainshand (Dornogovi)',
      ru: 'Сайншанд (Восточно-Гобийский аймак)',
      cn: '赛音山达（东戈壁省）',
      it: 'Sainshand (Dornogovi)',
    },
    bags: 3,
  },
  {
    prefix: '45',
    name: {
      mn: 'Дархан, Дархан-Уул аймаг',
      en: 'Darkhan (Darkhan-Uul)',
      ru: 'Дархан (Дархан-Уул)',
      cn: '达尔汗（达尔汗乌勒省）',
      it: 'Darkhan (Darkhan-Uul)',
    },
    bags: 4,
  },
  {
    prefix: '46',
    name: {
      mn: 'Даланзадгад, Өмнөговь аймаг',
      en: 'Dalanzadgad (Ömnögovi)',
      ru: 'Даланзадгад (Южно-Гобийский аймак)',
      cn: '达兰扎达嘎德（南戈壁省）',
      it: 'Dalanzadgad (Ömnögovi)',
    },
    bags: 3,
  },
  {
    prefix: '48',
    name: {
      mn: 'Мандалговь, Дундговь аймаг',
      en: 'Mandalgovi (Dundgovi)',
      ru: 'Мандалгоби (Среднегобийский аймак)',
      cn: '曼达勒戈壁（中戈壁省）',
      it: 'Mandalgovi (Dundgovi)',
    },
    bags: 2,
  },
  {
    prefix: '61',
    name: {
      mn: 'Эрдэнэт, Орхон аймаг',
      en: 'Erdenet (Orkhon)',
      ru: 'Эрдэнэт (Орхон)',
      cn: '额尔登特（鄂尔浑省）',
      it: 'Erdenet (Orkhon)',
    },
    bags: 4,
  },
  {
    prefix: '62',
    name: {
      mn: 'Арвайхээр, Өвөрхангай аймаг',
      en: 'Arvaikheer (Övörkhangai)',
      ru: 'Арвайхээр (Уверхангайский аймак)',
      cn: '阿尔拜赫雷（前杭爱省）',
      it: 'Arvaikheer (Övörkhangai)',
    },
    bags: 3,
  },
  {
    prefix: '63',
    name: {
      mn: 'Булган, Булган аймаг',
      en: 'Bulgan (Bulgan)',
      ru: 'Булган (Булганский аймак)',
      cn: '布尔干（布尔干省）',
      it: 'Bulgan (Bulgan)',
    },
    bags: 2,
  },
  {
    prefix: '64',
    name: {
      mn: 'Баянхонгор, Баянхонгор аймаг',
      en: 'Bayankhongor (Bayankhongor)',
      ru: 'Баянхонгор (Баянхонгорский аймак)',
      cn: '巴彦洪格尔（巴彦洪格尔省）',
      it: 'Bayankhongor (Bayankhongor)',
    },
    bags: 3,
  },
  {
    prefix: '65',
    name: {
      mn: 'Цэцэрлэг, Архангай аймаг',
      en: 'Tsetserleg (Arkhangai)',
      ru: 'Цэцэрлэг (Архангайский аймак)',
      cn: '车车尔勒格（后杭爱省）',
      it: 'Tsetserleg (Arkhangai)',
    },
    bags: 3,
  },
  {
    prefix: '67',
    name: {
      mn: 'Мөрөн, Хөвсгөл аймаг',
      en: 'Mörön (Khövsgöl)',
      ru: 'Мурэн (Хубсугульский аймак)',
      cn: '木伦（库苏古尔省）',
      it: 'Mörön (Khövsgöl)',
    },
    bags: 4,
  },
  {
    prefix: '81',
    name: {
      mn: 'Улиастай, Завхан аймаг',
      en: 'Uliastai (Zavkhan)',
      ru: 'Улясутай (Завханский аймак)',
      cn: '乌里雅苏台（扎布汗省）',
      it: 'Uliastai (Zavkhan)',
    },
    bags: 3,
  },
  {
    prefix: '82',
    name: {
      mn: 'Алтай, Говь-Алтай аймаг',
      en: 'Altai (Govi-Altai)',
      ru: 'Алтай (Гоби-Алтайский аймак)',
      cn: '阿尔泰（戈壁阿尔泰省）',
      it: 'Altai (Govi-Altai)',
    },
    bags: 2,
  },
  {
    prefix: '83',
    name: {
      mn: 'Өлгий, Баян-Өлгий аймаг',
      en: 'Ölgii (Bayan-Ölgii)',
      ru: 'Улгий (Баян-Улгийский аймак)',
      cn: '乌列盖（巴彦乌列盖省）',
      it: 'Ölgii (Bayan-Ölgii)',
    },
    bags: 3,
  },
  {
    prefix: '84',
    name: {
      mn: 'Ховд, Ховд аймаг',
      en: 'Khovd (Khovd)',
      ru: 'Ховд (Ховдский аймак)',
      cn: '科布多（科布多省）',
      it: 'Khovd (Khovd)',
    },
    bags: 4,
  },
  {
    prefix: '85',
    name: {
      mn: 'Улаангом, Увс аймаг',
      en: 'Ulaangom (Uvs)',
      ru: 'Улангом (Убсунурский аймак)',
      cn: '乌兰固木（乌布苏省）',
      it: 'Ulaangom (Uvs)',
    },
    bags: 3,
  },
];

/** 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, ..., 21st. */
function englishOrdinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

function khorooName(n: number): LocaleText {
  return {
    mn: `${n}-р хороо`,
    en: `${englishOrdinal(n)} khoroo`,
    ru: `${n}-й хороо`,
    cn: `第${n}区`,
    it: `${n}° khoroo`,
  };
}

function bagName(n: number): LocaleText {
  return {
    mn: `${n}-р баг`,
    en: `${englishOrdinal(n)} bag`,
    ru: `${n}-й баг`,
    cn: `第${n}巴格`,
    it: `${n}° bag`,
  };
}

/** District code '14000' + khoroo 7 -> '14070'; remote districts '12100' + 3 -> '12130'. */
function khorooZipcode(district: string, n: number): string {
  const base = Number(district);
  return String(base + n * 10);
}

function ulaanbaatar(): PostalZoneSeed[] {
  const zones: PostalZoneSeed[] = [
    {
      zipcode: UB,
      name: {
        mn: 'Улаанбаатар хот',
        en: 'Ulaanbaatar',
        ru: 'Улан-Батор',
        cn: '乌兰巴托',
        it: 'Ulaanbaatar',
      },
      cat: 2,
    },
  ];
  for (const district of DISTRICTS) {
    zones.push({ zipcode: district.zipcode, name: district.name, cat: 5, parent: UB });
  }
  for (const district of DISTRICTS) {
    for (let n = 1; n <= district.khoroos; n++) {
      zones.push({
        zipcode: khorooZipcode(district.zipcode, n),
        name: khorooName(n),
        cat: 7,
        parent: district.zipcode,
      });
    }
  }
  return zones;
}

function aimagCentres(): PostalZoneSeed[] {
  const zones: PostalZoneSeed[] = [];
  for (const aimag of AIMAG_CENTRES) {
    const centre = `${aimag.prefix}000`;
    zones.push({ zipcode: centre, name: aimag.name, cat: 3 });
    for (let n = 1; n <= aimag.bags; n++) {
      zones.push({ zipcode: `${aimag.prefix}01${n}`, name: bagName(n), cat: 8, parent: centre });
    }
  }
  return zones;
}

/** Parents always come before their children. */
export const POSTAL_ZONES: PostalZoneSeed[] = [...ulaanbaatar(), ...aimagCentres()];
