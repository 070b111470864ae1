import type { LocaleText, MicrositeSource } from './content.ts';

/** The brand's vodka as a cocktail's ingredient. */
const OUR_VODKA: LocaleText = {
  mn: 'Сувдан Цас архи',
  en: 'Suvdan Tsas vodka',
  ru: 'водка Сувдан Цас',
  cn: 'Suvdan Tsas伏特加',
  it: 'vodka Suvdan Tsas',
};

/**
 * Suvdan Tsas ("Pearl Snow"): the fictional premium vodka brand of the shop's microsite. Any
 * likeness to a real brand is unintended. Long-form copy in the five locales; the production
 * claims are the spec's (§1, §9): single-estate wheat from one province, distilled 6 times,
 * five filters, rested more than 500 hours (21 days).
 */
export const SUVDAN_TSAS: MicrositeSource = {
  name: 'suvdan-tsas',
  brandCode: 'SUVDAN',
  wordmark: 'Suvdan Tsas',
  tagline: {
    mn: 'Нэг талбайн буудай. Зургаан удаа нэрсэн. Сувдаар шүүсэн.',
    en: 'Wheat from one estate. Distilled six times. Filtered through pearls.',
    ru: 'Пшеница с одного поля. Шесть дистилляций. Фильтрация через жемчуг.',
    cn: '单一庄园小麦，六次蒸馏，珍珠过滤。',
    it: 'Grano di una sola tenuta. Sei distillazioni. Filtrata attraverso le perle.',
  },
  intro: {
    mn: 'Сувдан Цас бол Сэлэнгийн хээрийн өвлийн буудай, уулын булгийн ус, цаг хугацааны тэвчээрээс бүтсэн тунгалаг архи юм.',
    en: 'Suvdan Tsas is a clear vodka made of Selenge winter wheat, mountain spring water and patience.',
    ru: 'Сувдан Цас — прозрачная водка из озимой пшеницы Селенги, горной родниковой воды и терпения.',
    cn: 'Suvdan Tsas（珍珠雪）是一款清澈的伏特加，源自色楞格的冬小麦、山间泉水与时间的耐心。',
    it: 'Suvdan Tsas è una vodka limpida fatta di grano invernale della Selenge, acqua di sorgente di montagna e pazienza.',
  },
  story: {
    title: {
      mn: 'Нэг талбайгаас эхэлсэн түүх',
      en: 'A story that begins in one field',
      ru: 'История, которая начинается с одного поля',
      cn: '始于一片麦田的故事',
      it: 'Una storia che comincia in un campo',
    },
    paragraphs: [
      {
        mn: 'Сэлэнгэ аймгийн Шинэ Тал хэмээх ганцхан аж ахуйд бид өвлийн буудайгаа тарьдаг. Цасан дор өвөлжсөн үр хавар эрт соёолж, богино халуун зунд амтлаг, цэвэр цардуултай болдог.',
        en: 'We grow our winter wheat on a single estate, Shine Tal, in Selenge province. The grain winters under the snow, sprouts early in spring and ripens in the short, hot summer into a sweet, clean starch.',
        ru: 'Мы выращиваем озимую пшеницу в одном-единственном хозяйстве — Шинэ Тал в Селенгинском аймаке. Зерно зимует под снегом, рано всходит весной и за короткое жаркое лето набирает сладкий, чистый крахмал.',
        cn: '我们的冬小麦只种在色楞格省一座名为“希内塔勒”的庄园里。麦种在雪下越冬，春天早早发芽，在短暂而炎热的夏季里积累甘甜纯净的淀粉。',
        it: 'Coltiviamo il nostro grano invernale in una sola tenuta, Shine Tal, nella provincia di Selenge. Il seme sverna sotto la neve, germoglia presto in primavera e matura nella breve estate calda in un amido dolce e pulito.',
      },
      {
        mn: 'Манай нэрэх газрын мастерууд гурван үеэрээ энэ ажлыг хийж иржээ. Тэд архийг зургаан удаа нэрж, нүүрс, кварц, мөнгө, сувд, алмаазаар шүүнэ. Дараа нь 500 гаруй цаг буюу 21 хоног амраадаг.',
        en: 'Three generations of our distillers have done this work. They distil the spirit six times and filter it through charcoal, quartz, silver, pearls and diamond. Then they let it rest for more than 500 hours, 21 days.',
        ru: 'Этим делом занимаются уже три поколения наших мастеров. Они шесть раз перегоняют спирт и фильтруют его через уголь, кварц, серебро, жемчуг и алмаз. Затем водка отдыхает более 500 часов — 21 день.',
        cn: '我们的酿酒师三代人都在做这件事。他们将酒液蒸馏六次，再经木炭、石英、白银、珍珠和钻石过滤，然后静置超过500小时，即21天。',
        it: 'Tre generazioni di distillatori hanno fatto questo lavoro. Distillano lo spirito sei volte e lo filtrano attraverso carbone, quarzo, argento, perle e diamante. Poi lo lasciano riposare per più di 500 ore, 21 giorni.',
      },
      {
        mn: 'Сувдан Цас гэдэг нэр Хэнтийн нуруунд анхны цас орох өглөөний гэрлээс гаралтай: тунгалаг, зөөлөн, сувд шиг гялалзсан.',
        en: 'The name Suvdan Tsas, "pearl snow", comes from the morning light on the first snow of the Khentii ridges: clear, soft and shining like a pearl.',
        ru: 'Название Сувдан Цас — «жемчужный снег» — родилось из утреннего света на первом снегу хребтов Хэнтэя: прозрачного, мягкого, сияющего, как жемчуг.',
        cn: '“Suvdan Tsas”意为“珍珠雪”，得名于肯特山脊初雪上的晨光：清澈、柔和，如珍珠般闪耀。',
        it: 'Il nome Suvdan Tsas, "neve di perla", viene dalla luce del mattino sulla prima neve delle creste del Khentii: limpida, morbida e lucente come una perla.',
      },
    ],
  },
  vision: {
    title: {
      mn: 'Цөөн зүйлийг төгс хийх',
      en: 'Doing a few things perfectly',
      ru: 'Делать немногое, но безупречно',
      cn: '把少数几件事做到极致',
      it: 'Fare poche cose alla perfezione',
    },
    paragraphs: [
      {
        mn: 'Бид их хэмжээгээр биш, зөв хийхийг зорьдог. Нэг талбай, нэг булаг, нэг жор — хэдэн жил өнгөрсөн ч амт нь өөрчлөгдөхгүй.',
        en: 'We aim to make it right, not to make more of it. One field, one spring, one recipe: the taste stays the same year after year.',
        ru: 'Наша цель — делать правильно, а не больше. Одно поле, один родник, один рецепт: вкус остаётся неизменным год за годом.',
        cn: '我们追求的是做对，而不是做多。一片麦田、一眼泉水、一个配方：年复一年，味道始终如一。',
        it: 'Vogliamo farla bene, non farne di più. Un campo, una sorgente, una ricetta: il gusto resta lo stesso anno dopo anno.',
      },
      {
        mn: 'Газар шороогоо хамгаалах нь бидний үүрэг. Шинэ Тал аж ахуй ээлжийн тариалалт хийж, нэрэх газрын дулааныг дахин ашигладаг.',
        en: 'Looking after the land is part of the work. Shine Tal rotates its crops, and the distillery reuses its own heat.',
        ru: 'Забота о земле — часть нашей работы. В Шинэ Тал чередуют посевы, а винокурня повторно использует собственное тепло.',
        cn: '守护土地是我们工作的一部分。希内塔勒庄园实行轮作，酒厂回收利用自身的热能。',
        it: 'Prendersi cura della terra fa parte del lavoro. Shine Tal pratica la rotazione delle colture e la distilleria riutilizza il proprio calore.',
      },
      {
        mn: 'Архийг хүндэтгэлтэйгээр, хэмжээг нь мэдэж ууна. Сувдан Цас бол баяр ёслолын ширээний, найз нөхдийн дунд хуваалцах архи юм.',
        en: 'Vodka is to be enjoyed with respect and in moderation. Suvdan Tsas belongs on a festive table, shared among friends.',
        ru: 'Водку пьют с уважением и в меру. Сувдан Цас — для праздничного стола и для друзей.',
        cn: '饮酒当怀敬意，适量为宜。Suvdan Tsas属于节日的餐桌，属于与朋友的分享。',
        it: 'La vodka va gustata con rispetto e con moderazione. Suvdan Tsas sta su una tavola di festa, condivisa tra amici.',
      },
    ],
  },
  tasting: {
    aroma: {
      mn: 'Шинэхэн талх, цагаан цэцэг, хүйтэн чулууны үнэртэй, зөөлөн.',
      en: 'Soft, with fresh bread, white flowers and a hint of cold stone.',
      ru: 'Мягкий: свежий хлеб, белые цветы и нотка холодного камня.',
      cn: '柔和，带有新鲜面包、白色花朵与一丝冷石的气息。',
      it: 'Morbido, con pane fresco, fiori bianchi e un accenno di pietra fredda.',
    },
    palate: {
      mn: 'Тослог, зөөлөн эхлэлтэй; буудайн чихэрлэг амт, бага зэрэг цагаан перцний халуун.',
      en: 'Round and silky, with the sweetness of wheat and a little white-pepper warmth.',
      ru: 'Округлый и шелковистый: сладость пшеницы и лёгкое тепло белого перца.',
      cn: '圆润丝滑，带有小麦的甘甜与些许白胡椒的温热。',
      it: 'Rotondo e setoso, con la dolcezza del grano e un lieve calore di pepe bianco.',
    },
    finish: {
      mn: 'Урт, цэвэр, сэрүүн; ам хуурайшуулахгүй.',
      en: 'Long, clean and cool, never dry.',
      ru: 'Долгое, чистое и прохладное, без сухости.',
      cn: '余味悠长、纯净、清凉，毫不干涩。',
      it: 'Lungo, pulito e fresco, mai secco.',
    },
  },
  cocktails: [
    {
      slug: 'pearl-martini',
      glass: 'coupe',
      hue: 55,
      name: {
        mn: 'Сувдан мартини',
        en: 'Pearl Martini',
        ru: 'Жемчужный мартини',
        cn: '珍珠马天尼',
        it: 'Martini di perla',
      },
      description: {
        mn: 'Хүйтэн, тунгалаг, сонгодог.',
        en: 'Cold, clear and classic.',
        ru: 'Холодный, прозрачный, классический.',
        cn: '冰冷、清澈、经典。',
        it: 'Freddo, limpido e classico.',
      },
      ingredients: [
        {
          amount: { mn: '60 мл', en: '60 ml', ru: '60 мл', cn: '60毫升', it: '60 ml' },
          item: OUR_VODKA,
        },
        {
          amount: { mn: '10 мл', en: '10 ml', ru: '10 мл', cn: '10毫升', it: '10 ml' },
          item: {
            mn: 'хуурай вермут',
            en: 'dry vermouth',
            ru: 'сухой вермут',
            cn: '干味美思',
            it: 'vermouth secco',
          },
        },
        {
          amount: { mn: '1', en: '1', ru: '1', cn: '1条', it: '1' },
          item: {
            mn: 'нимбэгний хальсны тууз',
            en: 'strip of lemon peel',
            ru: 'полоска лимонной цедры',
            cn: '柠檬皮',
            it: 'scorza di limone',
          },
        },
      ],
      steps: [
        {
          mn: 'Хундагыг хөлдөөгчид 10 минут хөргөнө.',
          en: 'Chill the glass in the freezer for 10 minutes.',
          ru: 'Охладите бокал в морозильнике 10 минут.',
          cn: '将酒杯放入冰箱冷冻10分钟。',
          it: 'Raffredda la coppa in freezer per 10 minuti.',
        },
        {
          mn: 'Архи, вермутыг мөстэй аяганд 30 секунд хутгана.',
          en: 'Stir the vodka and vermouth with ice for 30 seconds.',
          ru: 'Перемешайте водку и вермут со льдом 30 секунд.',
          cn: '将伏特加和味美思加冰搅拌30秒。',
          it: 'Mescola vodka e vermouth con il ghiaccio per 30 secondi.',
        },
        {
          mn: 'Хөргөсөн хундага руу шүүж хийгээд нимбэгний хальсыг дээр нь шахна.',
          en: 'Strain into the cold glass and twist the lemon peel over it.',
          ru: 'Процедите в холодный бокал и сбрызните цедрой лимона.',
          cn: '滤入冰镇酒杯，在杯上拧出柠檬皮的香气。',
          it: 'Filtra nella coppa fredda e spremi la scorza di limone sopra.',
        },
      ],
    },
    {
      slug: 'steppe-mule',
      glass: 'highball',
      hue: 48,
      name: {
        mn: 'Талын мюл',
        en: 'Steppe Mule',
        ru: 'Степной мул',
        cn: '草原骡子',
        it: 'Mule della steppa',
      },
      description: {
        mn: 'Цагаан гаа, шохой, гаатай сэргэг коктейль.',
        en: 'Fresh and lively, with ginger, lime and mint.',
        ru: 'Свежий и бодрый: имбирь, лайм и мята.',
        cn: '清爽活泼，带有姜、青柠与薄荷的味道。',
        it: 'Fresco e vivace, con zenzero, lime e menta.',
      },
      ingredients: [
        {
          amount: { mn: '50 мл', en: '50 ml', ru: '50 мл', cn: '50毫升', it: '50 ml' },
          item: OUR_VODKA,
        },
        {
          amount: { mn: '15 мл', en: '15 ml', ru: '15 мл', cn: '15毫升', it: '15 ml' },
          item: {
            mn: 'шинэхэн шохойн шүүс',
            en: 'fresh lime juice',
            ru: 'свежий сок лайма',
            cn: '鲜榨青柠汁',
            it: 'succo di lime fresco',
          },
        },
        {
          amount: { mn: '120 мл', en: '120 ml', ru: '120 мл', cn: '120毫升', it: '120 ml' },
          item: {
            mn: 'цагаан гааны ундаа',
            en: 'ginger beer',
            ru: 'имбирное пиво',
            cn: '姜汁啤酒',
            it: 'ginger beer',
          },
        },
        {
          amount: { mn: '1 мөчир', en: '1 sprig', ru: '1 веточка', cn: '1枝', it: '1 rametto' },
          item: { mn: 'гаа', en: 'mint', ru: 'мята', cn: '薄荷', it: 'menta' },
        },
      ],
      steps: [
        {
          mn: 'Өндөр шилэн аягыг мөсөөр дүүргэнэ.',
          en: 'Fill a tall glass with ice.',
          ru: 'Наполните высокий стакан льдом.',
          cn: '在高杯中装满冰块。',
          it: 'Riempi di ghiaccio un bicchiere alto.',
        },
        {
          mn: 'Архи, шохойн шүүсийг хийж, цагаан гааны ундаагаар дүүргэнэ.',
          en: 'Pour in the vodka and lime juice, then top up with ginger beer.',
          ru: 'Влейте водку и сок лайма, долейте имбирным пивом.',
          cn: '倒入伏特加和青柠汁，再用姜汁啤酒加满。',
          it: 'Versa vodka e succo di lime, poi completa con la ginger beer.',
        },
        {
          mn: 'Зөөлөн хутгаад гааны мөчрөөр чимэглэнэ.',
          en: 'Stir gently and garnish with the mint.',
          ru: 'Аккуратно перемешайте и украсьте мятой.',
          cn: '轻轻搅拌，以薄荷装饰。',
          it: 'Mescola delicatamente e guarnisci con la menta.',
        },
      ],
    },
    {
      slug: 'sea-buckthorn-sour',
      glass: 'rocks',
      hue: 32,
      name: {
        mn: 'Чацарганын соур',
        en: 'Sea Buckthorn Sour',
        ru: 'Облепиховый сауэр',
        cn: '沙棘酸酒',
        it: 'Sour all’olivello spinoso',
      },
      description: {
        mn: 'Монгол чацаргана, зөгийн бал — исгэлэн, амтлаг, алтлаг.',
        en: 'Mongolian sea buckthorn and honey: tart, sweet and golden.',
        ru: 'Монгольская облепиха и мёд: кисло-сладкий и золотистый.',
        cn: '蒙古沙棘与蜂蜜：酸甜可口，色泽金黄。',
        it: 'Olivello spinoso mongolo e miele: aspro, dolce e dorato.',
      },
      ingredients: [
        {
          amount: { mn: '50 мл', en: '50 ml', ru: '50 мл', cn: '50毫升', it: '50 ml' },
          item: OUR_VODKA,
        },
        {
          amount: { mn: '30 мл', en: '30 ml', ru: '30 мл', cn: '30毫升', it: '30 ml' },
          item: {
            mn: 'чацарганын шүүс',
            en: 'sea buckthorn juice',
            ru: 'облепиховый сок',
            cn: '沙棘汁',
            it: 'succo di olivello spinoso',
          },
        },
        {
          amount: { mn: '20 мл', en: '20 ml', ru: '20 мл', cn: '20毫升', it: '20 ml' },
          item: {
            mn: 'нимбэгний шүүс',
            en: 'lemon juice',
            ru: 'лимонный сок',
            cn: '柠檬汁',
            it: 'succo di limone',
          },
        },
        {
          amount: { mn: '15 мл', en: '15 ml', ru: '15 мл', cn: '15毫升', it: '15 ml' },
          item: {
            mn: 'зөгийн балны сироп (1:1)',
            en: 'honey syrup (1:1)',
            ru: 'медовый сироп (1:1)',
            cn: '蜂蜜糖浆（1:1）',
            it: 'sciroppo di miele (1:1)',
          },
        },
      ],
      steps: [
        {
          mn: 'Бүх орцыг мөстэй сэгсрэгчид хийж 15 секунд хүчтэй сэгсэрнэ.',
          en: 'Shake everything hard with ice for 15 seconds.',
          ru: 'Энергично встряхните все ингредиенты со льдом 15 секунд.',
          cn: '将所有材料加冰用力摇匀15秒。',
          it: 'Shakera tutto energicamente con ghiaccio per 15 secondi.',
        },
        {
          mn: 'Том мөстэй намхан аяга руу шүүж хийнэ.',
          en: 'Strain into a short glass over one large ice cube.',
          ru: 'Процедите в низкий стакан на крупный кубик льда.',
          cn: '滤入放有一大块冰的矮杯中。',
          it: 'Filtra in un bicchiere basso su un grande cubetto di ghiaccio.',
        },
        {
          mn: 'Нимбэгний хальсаар чимэглэнэ.',
          en: 'Garnish with a twist of lemon.',
          ru: 'Украсьте спиралью лимонной цедры.',
          cn: '以柠檬皮卷装饰。',
          it: 'Guarnisci con una scorza di limone.',
        },
      ],
    },
  ],
  facts: [
    {
      key: 'volume',
      value: {
        mn: '0.5 л, 0.7 л, 1 л',
        en: '0.5 L, 0.7 L, 1 L',
        ru: '0,5 л, 0,7 л, 1 л',
        cn: '0.5升、0.7升、1升',
        it: '0,5 L, 0,7 L, 1 L',
      },
    },
    {
      key: 'strength',
      value: {
        mn: '40% (Хар сувд: 43%)',
        en: '40% vol. (Black Pearl: 43%)',
        ru: '40% об. (Чёрный жемчуг: 43%)',
        cn: '40%（黑珍珠：43%）',
        it: '40% vol. (Perla Nera: 43%)',
      },
    },
    {
      key: 'ingredients',
      value: {
        mn: 'Өвлийн буудай, уулын булгийн ус',
        en: 'Winter wheat, mountain spring water',
        ru: 'Озимая пшеница, горная родниковая вода',
        cn: '冬小麦、山间泉水',
        it: 'Grano invernale, acqua di sorgente di montagna',
      },
    },
    {
      key: 'origin',
      value: {
        mn: 'Монгол, Сэлэнгэ аймаг',
        en: 'Mongolia, Selenge province',
        ru: 'Монголия, Селенгинский аймак',
        cn: '蒙古国色楞格省',
        it: 'Mongolia, provincia di Selenge',
      },
    },
    {
      key: 'wheat',
      value: {
        mn: 'Сэлэнгэ аймгийн ганц аж ахуй болох Шинэ Талын буудай',
        en: 'From a single estate, Shine Tal, in Selenge province',
        ru: 'С одного хозяйства — Шинэ Тал в Селенгинском аймаке',
        cn: '产自色楞格省单一庄园希内塔勒',
        it: 'Da una sola tenuta, Shine Tal, nella provincia di Selenge',
      },
    },
    {
      key: 'distillation',
      value: {
        mn: '6 удаа нэрсэн',
        en: 'Distilled 6 times',
        ru: 'Дистиллирована 6 раз',
        cn: '蒸馏6次',
        it: 'Distillata 6 volte',
      },
    },
    {
      key: 'filtration',
      value: {
        mn: 'Нүүрс, кварц, мөнгө, сувд, алмаазаар шүүсэн',
        en: 'Filtered through charcoal, quartz, silver, pearls and diamond',
        ru: 'Фильтрация через уголь, кварц, серебро, жемчуг и алмаз',
        cn: '经木炭、石英、白银、珍珠和钻石过滤',
        it: 'Filtrata attraverso carbone, quarzo, argento, perle e diamante',
      },
    },
    {
      key: 'resting',
      value: {
        mn: '500 гаруй цаг (21 хоног) амраасан',
        en: 'Rested more than 500 hours (21 days)',
        ru: 'Выдержана более 500 часов (21 день)',
        cn: '静置超过500小时（21天）',
        it: 'Riposata più di 500 ore (21 giorni)',
      },
    },
  ],
};
