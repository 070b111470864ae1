import type { LocaleText } from './types.ts';

/**
 * The shop's four look books: a styled scene, the catalogue roots its products come from, and
 * where each product stands (per cent of the picture's width and height).
 */
export const LOOK_BOOKS: {
  slug: string;
  hue: number;
  roots: string[];
  spots: [number, number][];
  title: LocaleText;
  description: LocaleText;
}[] = [
  {
    slug: 'havryn-tsetseg',
    hue: 330,
    roots: ['flowers'],
    spots: [
      [22, 56],
      [50, 54],
      [78, 58],
    ],
    title: {
      mn: 'Хаврын цэцэг',
      en: 'Spring flowers',
      ru: 'Весенние цветы',
      cn: '春日花束',
      it: 'Fiori di primavera',
    },
    description: {
      mn: 'Цонхны дэргэдэх ширээн дээр хаврын өнгө: зөөлөн ягаан, цайвар шар, ногоон навч.',
      en: 'The colours of spring on a table by the window: soft pink, pale yellow and fresh leaves.',
      ru: 'Весенние краски на столе у окна: нежно-розовый, бледно-жёлтый и свежая зелень.',
      cn: '窗边桌上的春日色彩：柔粉、浅黄与新绿。',
      it: 'I colori della primavera su un tavolo vicino alla finestra: rosa tenue, giallo pallido e foglie fresche.',
    },
  },
  {
    slug: 'gerijn-tav-tuh',
    hue: 150,
    roots: ['plants'],
    spots: [
      [18, 56],
      [45, 60],
      [72, 54],
      [88, 62],
    ],
    title: {
      mn: 'Гэрийн тав тух',
      en: 'A cosy home',
      ru: 'Уютный дом',
      cn: '温馨的家',
      it: 'Una casa accogliente',
    },
    description: {
      mn: 'Тасалгааны ургамал гэрт амьд өнгө, цэвэр агаар авчирна. Арчилгаа багатайг нь сонгосон.',
      en: 'House plants bring living colour and fresh air home. We chose ones that need little care.',
      ru: 'Комнатные растения приносят в дом живой цвет и свежий воздух. Мы выбрали неприхотливые.',
      cn: '室内植物为家带来生机与清新空气。我们挑选了易于养护的品种。',
      it: 'Le piante da interno portano in casa colore e aria fresca. Abbiamo scelto quelle che chiedono poche cure.',
    },
  },
  {
    slug: 'belgiin-sanaa',
    hue: 20,
    roots: ['gifts'],
    spots: [
      [25, 58],
      [52, 55],
      [79, 60],
    ],
    title: {
      mn: 'Бэлгийн санаа',
      en: 'Gift ideas',
      ru: 'Идеи подарков',
      cn: '礼物灵感',
      it: 'Idee regalo',
    },
    description: {
      mn: 'Төрсөн өдөр, ойн баяр, зүгээр л баярлуулах гэсэн өдөрт тохирох бэлгүүд нэг дор.',
      en: 'Presents for a birthday, an anniversary or a day you simply want to make someone smile.',
      ru: 'Подарки на день рождения, годовщину или просто чтобы порадовать близких.',
      cn: '生日、纪念日，或只是想让人开心的日子，礼物都在这里。',
      it: 'Regali per un compleanno, un anniversario o un giorno in cui vuoi solo far sorridere qualcuno.',
    },
  },
  {
    slug: 'bayaryn-shiree',
    hue: 45,
    roots: ['food-drinks', 'flowers'],
    spots: [
      [20, 57],
      [47, 54],
      [74, 61],
    ],
    title: {
      mn: 'Баярын ширээ',
      en: 'The holiday table',
      ru: 'Праздничный стол',
      cn: '节日餐桌',
      it: 'La tavola delle feste',
    },
    description: {
      mn: 'Цагаан сар, шинэ жилийн ширээг чимэх амттан, цэцэг, бэлэг.',
      en: 'Sweets, flowers and presents to dress the table for Tsagaan Sar and the New Year.',
      ru: 'Сладости, цветы и подарки, чтобы украсить стол к Цагаан Сару и Новому году.',
      cn: '为白月节和新年餐桌增色的甜点、鲜花与礼物。',
      it: 'Dolci, fiori e regali per apparecchiare la tavola di Tsagaan Sar e di Capodanno.',
    },
  },
];
