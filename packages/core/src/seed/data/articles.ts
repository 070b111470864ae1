import type { LocaleText } from './types.ts';

/** Tags of articles and news: slug, name and the tag page's words. */
export const ARTICLE_TAGS: { slug: string; name: LocaleText; description: LocaleText }[] = [
  {
    slug: 'tsetseg-archilgaa',
    name: {
      mn: 'Цэцэг арчилгаа',
      en: 'Flower care',
      ru: 'Уход за цветами',
      cn: '花卉养护',
      it: 'Cura dei fiori',
    },
    description: {
      mn: 'Баглаа, ваартай цэцэг, тасалгааны ургамлыг удаан гоё байлгах зөвлөгөө.',
      en: 'Advice to keep bouquets, potted flowers and houseplants beautiful for longer.',
      ru: 'Советы, как дольше сохранить красоту букетов, цветов в горшках и комнатных растений.',
      cn: '让花束、盆花和室内植物更长久美丽的建议。',
      it: 'Consigli per mantenere belli più a lungo mazzi, fiori in vaso e piante da interno.',
    },
  },
  {
    slug: 'beleg',
    name: { mn: 'Бэлэг', en: 'Gifts', ru: 'Подарки', cn: '礼物', it: 'Regali' },
    description: {
      mn: 'Хэнд, юу, хэрхэн бэлэглэх вэ: санаа ба зөвлөгөө.',
      en: 'What to give, to whom and how: ideas and advice.',
      ru: 'Что, кому и как дарить: идеи и советы.',
      cn: '送什么、送给谁、怎么送：创意与建议。',
      it: 'Cosa regalare, a chi e come: idee e consigli.',
    },
  },
  {
    slug: 'hurim',
    name: { mn: 'Хурим', en: 'Weddings', ru: 'Свадьбы', cn: '婚礼', it: 'Matrimoni' },
    description: {
      mn: 'Хуримын баглаа, ширээний чимэглэл, шинэ хосын бэлэг.',
      en: 'Wedding bouquets, table decorations and gifts for the couple.',
      ru: 'Свадебные букеты, украшение столов и подарки молодожёнам.',
      cn: '婚礼花束、餐桌装饰和送给新人的礼物。',
      it: 'Bouquet da sposa, decorazioni per la tavola e regali per gli sposi.',
    },
  },
  {
    slug: 'bayar-yoslol',
    name: { mn: 'Баяр ёслол', en: 'Holidays', ru: 'Праздники', cn: '节日', it: 'Feste' },
    description: {
      mn: 'Цагаан сар, Наадам, эмэгтэйчүүдийн баяр болон бусад баярт бэлтгэх нь.',
      en: 'Getting ready for Tsagaan Sar, Naadam, Women’s Day and other holidays.',
      ru: 'Подготовка к Цагаан сару, Наадаму, Женскому дню и другим праздникам.',
      cn: '为白月节、那达慕、妇女节等节日做准备。',
      it: 'Prepararsi a Tsagaan Sar, al Naadam, alla Festa della donna e ad altre feste.',
    },
  },
  {
    slug: 'ger-ahui',
    name: { mn: 'Гэр ахуй', en: 'Home', ru: 'Дом', cn: '家居', it: 'Casa' },
    description: {
      mn: 'Гэрээ ургамал, цэцгээр тохижуулах санаа.',
      en: 'Ideas for making a home green and full of flowers.',
      ru: 'Идеи, как украсить дом растениями и цветами.',
      cn: '用植物和鲜花装点家居的创意。',
      it: 'Idee per rendere la casa verde e piena di fiori.',
    },
  },
  {
    slug: 'kokteil',
    name: { mn: 'Коктейль', en: 'Cocktails', ru: 'Коктейли', cn: '鸡尾酒', it: 'Cocktail' },
    description: {
      mn: 'Насанд хүрэгчдэд зориулсан коктейлийн жор, ширээ засах зөвлөгөө. Хэрэглэхдээ хэмжээгээ мэдээрэй.',
      en: 'Cocktail recipes and table tips for adults. Please drink responsibly.',
      ru: 'Рецепты коктейлей и советы по сервировке для взрослых. Пейте ответственно.',
      cn: '面向成年人的鸡尾酒配方和餐桌建议。请理性饮酒。',
      it: 'Ricette di cocktail e consigli per la tavola, per adulti. Bevi responsabilmente.',
    },
  },
  {
    slug: 'delguur',
    name: {
      mn: 'Дэлгүүрийн мэдээ',
      en: 'Shop news',
      ru: 'Новости магазина',
      cn: '店铺新闻',
      it: 'Notizie del negozio',
    },
    description: {
      mn: 'Шинэ бараа, салбар, хүргэлт ба үйлчилгээний мэдээ.',
      en: 'News of new products, stores, delivery and service.',
      ru: 'Новости о новых товарах, магазинах, доставке и обслуживании.',
      cn: '新品、门店、配送和服务的消息。',
      it: 'Novità su prodotti, negozi, consegne e servizio.',
    },
  },
  {
    slug: 'hyamdral',
    name: { mn: 'Хямдрал', en: 'Sales', ru: 'Скидки', cn: '促销', it: 'Saldi' },
    description: {
      mn: 'Хямдрал, урамшуулал, купоны мэдээ.',
      en: 'Sales, offers and coupons.',
      ru: 'Скидки, акции и купоны.',
      cn: '促销、优惠和优惠券信息。',
      it: 'Saldi, offerte e coupon.',
    },
  },
];

/** Who writes: the shop's editorial desk and three florists. */
export const ARTICLE_AUTHORS: { slug: string; name: string; bio: LocaleText }[] = [
  {
    slug: 'redaktsi',
    name: 'Дэлгүүрийн редакц',
    bio: {
      mn: 'Дэлгүүрийн мэдээ, шинэ бараа, улирлын зөвлөгөөг бэлтгэдэг баг.',
      en: 'The team behind the shop’s news, new arrivals and seasonal advice.',
      ru: 'Команда, которая готовит новости магазина, новинки и сезонные советы.',
      cn: '负责店铺新闻、新品和季节建议的团队。',
      it: 'La squadra che prepara le notizie del negozio, le novità e i consigli di stagione.',
    },
  },
  {
    slug: 'sarangerel',
    name: 'Сарангэрэл Бат',
    bio: {
      mn: 'Арван жилийн туршлагатай цэцэгчин, хуримын баглааны мастер.',
      en: 'A florist of ten years and a master of wedding bouquets.',
      ru: 'Флорист с десятилетним опытом, мастер свадебных букетов.',
      cn: '拥有十年经验的花艺师，婚礼花束高手。',
      it: 'Fiorista da dieci anni, maestra dei bouquet da sposa.',
    },
  },
  {
    slug: 'temuulen',
    name: 'Тэмүүлэн Ганбаатар',
    bio: {
      mn: 'Тасалгааны ургамал, ногоон орчны дизайнер.',
      en: 'A designer of houseplant corners and green spaces.',
      ru: 'Дизайнер зелёных уголков и комнатных растений.',
      cn: '室内植物与绿色空间设计师。',
      it: 'Designer di angoli verdi e piante da interno.',
    },
  },
  {
    slug: 'nomin',
    name: 'Номин Дорж',
    bio: {
      mn: 'Бэлэг, баярын ширээ засал, коктейлийн тухай бичдэг.',
      en: 'Writes about gifts, festive tables and cocktails.',
      ru: 'Пишет о подарках, праздничном столе и коктейлях.',
      cn: '撰写关于礼物、节日餐桌和鸡尾酒的文章。',
      it: 'Scrive di regali, tavole delle feste e cocktail.',
    },
  },
];

export interface ArticleTopic {
  slug: string;
  tags: string[];
  /** The catalogue root whose products the article mentions. */
  taxon: string;
  /** The cover's drawing (a product illustration kind). */
  cover: string;
  author: string;
  titles: [LocaleText, LocaleText];
  summary: LocaleText;
  paragraphs: [LocaleText, LocaleText, LocaleText];
}

export const ARTICLE_TOPICS: ArticleTopic[] = [
  {
    slug: 'sarnai-archilgaa',
    tags: ['tsetseg-archilgaa'],
    taxon: 'flowers',
    cover: 'rose',
    author: 'sarangerel',
    titles: [
      {
        mn: 'Сарнайг удаан шинэхэн байлгах таван арга',
        en: 'Five ways to keep roses fresh for longer',
        ru: 'Пять способов дольше сохранить розы свежими',
        cn: '让玫瑰保鲜更久的五个方法',
        it: 'Cinque modi per mantenere le rose fresche più a lungo',
      },
      {
        mn: 'Баглаа ирсний дараа юу хийх вэ',
        en: 'What to do when your bouquet arrives',
        ru: 'Что делать, когда привезли букет',
        cn: '花束送到后该做什么',
        it: 'Cosa fare quando arriva il tuo mazzo di fiori',
      },
    ],
    summary: {
      mn: 'Усаа сольж, ишийг нь ташуу тайрч, наранд бүү тавь: энгийн дүрмүүд баглааны насыг хоёр дахин уртасгана.',
      en: 'Change the water, cut the stems at an angle, keep them out of the sun: simple rules that double a bouquet’s life.',
      ru: 'Меняйте воду, срезайте стебли наискосок, не ставьте на солнце: простые правила удваивают жизнь букета.',
      cn: '勤换水、斜剪花茎、避免阳光直射：简单的规则能让花束的寿命延长一倍。',
      it: 'Cambia l’acqua, taglia i gambi in diagonale, tienili lontano dal sole: regole semplici che raddoppiano la vita del mazzo.',
    },
    paragraphs: [
      {
        mn: 'Баглааг аваад эхлээд савлагааг нь болгоомжтой авч, ишний үзүүрийг хурц хутгаар ташуу тайрна. Ташуу зүсэлт усыг илүү сайн шингээж, цэцэг хурдан сэргэнэ.',
        en: 'When the bouquet arrives, first take off the wrapping carefully and cut the ends of the stems at an angle with a sharp knife. An angled cut drinks water better and the flowers recover quickly.',
        ru: 'Получив букет, сначала аккуратно снимите упаковку и острым ножом срежьте кончики стеблей наискосок. Косой срез лучше впитывает воду, и цветы быстро оживают.',
        cn: '收到花束后，先小心拆掉包装，用锋利的刀把花茎末端斜着剪掉。斜切口吸水更好，花朵会很快恢复精神。',
        it: 'Quando arriva il mazzo, togli prima con cura l’involucro e taglia in diagonale le estremità dei gambi con un coltello affilato. Un taglio obliquo beve meglio e i fiori si riprendono in fretta.',
      },
      {
        mn: 'Ваарыг цэвэр хүйтэн усаар дүүргэж, усанд орох навчийг авна. Усыг хоёр өдөрт нэг удаа сольж, иш бүрийг дахин бага зэрэг тайрвал сарнай долоо хоногоос илүү гоё байна.',
        en: 'Fill the vase with clean cold water and remove the leaves that would sit in it. Change the water every two days and trim each stem a little again, and the roses stay beautiful for more than a week.',
        ru: 'Наполните вазу чистой холодной водой и удалите листья, которые окажутся в воде. Меняйте воду раз в два дня и каждый раз немного подрезайте стебли — и розы простоят больше недели.',
        cn: '在花瓶里装满干净的冷水，去掉会浸在水里的叶子。每两天换一次水，并把每根花茎再稍微剪短一点，玫瑰就能美丽一周以上。',
        it: 'Riempi il vaso di acqua fresca e pulita e togli le foglie che finirebbero sott’acqua. Cambia l’acqua ogni due giorni e accorcia ancora un poco ogni gambo: le rose resteranno belle per più di una settimana.',
      },
      {
        mn: 'Баглааг нарны шууд тусгал, халаагуур, жимснээс хол байлгаарай. Улаанбаатарын өвлийн хуурай агаарт шөнө сэрүүн өрөөнд тавих нь цэцгийг удаан хадгална.',
        en: 'Keep the bouquet away from direct sun, radiators and fruit. In Ulaanbaatar’s dry winter air, a cool room at night keeps the flowers much longer.',
        ru: 'Держите букет подальше от прямого солнца, батарей и фруктов. В сухом зимнем воздухе Улан-Батора прохладная комната на ночь заметно продлевает жизнь цветов.',
        cn: '让花束远离阳光直射、暖气片和水果。在乌兰巴托干燥的冬季，夜里把花放在凉爽的房间能让它保持得更久。',
        it: 'Tieni il mazzo lontano dal sole diretto, dai termosifoni e dalla frutta. Nell’aria secca dell’inverno di Ulaanbaatar, una stanza fresca di notte fa durare i fiori molto di più.',
      },
    ],
  },
  {
    slug: 'hurimyn-bagla',
    tags: ['hurim', 'beleg'],
    taxon: 'flowers',
    cover: 'bouquet',
    author: 'sarangerel',
    titles: [
      {
        mn: 'Хуримын баглаа сонгох гарын авлага',
        en: 'A guide to choosing a wedding bouquet',
        ru: 'Как выбрать свадебный букет',
        cn: '婚礼花束挑选指南',
        it: 'Guida alla scelta del bouquet da sposa',
      },
      {
        mn: 'Хуримын ширээг цэцгээр чимэглэх санаа',
        en: 'Ideas for decorating wedding tables with flowers',
        ru: 'Идеи цветочного оформления свадебных столов',
        cn: '用鲜花装饰婚礼餐桌的创意',
        it: 'Idee per decorare con i fiori le tavole del matrimonio',
      },
    ],
    summary: {
      mn: 'Даашинзны хэлбэр, улирал, өнгөний хослолоос хамааруулан баглаагаа сонгоорой.',
      en: 'Choose the bouquet by the shape of the dress, the season and the colours that go together.',
      ru: 'Выбирайте букет по фасону платья, сезону и сочетанию цветов.',
      cn: '根据礼服款式、季节和色彩搭配来挑选花束。',
      it: 'Scegli il bouquet in base alla forma dell’abito, alla stagione e ai colori che si accordano.',
    },
    paragraphs: [
      {
        mn: 'Урт, энгийн даашинзанд унжсан хэлбэрийн баглаа, богино даашинзанд жижиг дугуй баглаа зохидог. Баглаа нь бэр хүний гарт хөнгөн, тав тухтай байх ёстой.',
        en: 'A long, simple dress suits a cascading bouquet; a short dress suits a small round one. The bouquet should feel light and comfortable in the bride’s hands.',
        ru: 'К длинному простому платью подходит каскадный букет, к короткому — небольшой круглый. Букет должен быть лёгким и удобным для невесты.',
        cn: '长而简约的礼服适合瀑布形花束，短礼服适合小巧的圆形花束。花束拿在新娘手中应当轻盈舒适。',
        it: 'Un abito lungo e semplice vuole un bouquet a cascata; uno corto, un piccolo bouquet tondo. Il bouquet deve essere leggero e comodo nelle mani della sposa.',
      },
      {
        mn: 'Цагаан, цайвар ягаан сарнай, пион, эвкалиптийн ногоон навч хамгийн их сонгогддог хослол. Зундаа шинэхэн цэцэг, өвөлдөө хатаасан цэцэг, хөвөн нэмбэл дулаан харагдана.',
        en: 'White and pale pink roses, peonies and eucalyptus leaves are the most chosen mix. Fresh flowers in summer; in winter, dried flowers and cotton look warm.',
        ru: 'Белые и нежно-розовые розы, пионы и листья эвкалипта — самое популярное сочетание. Летом — свежие цветы, зимой тепло смотрятся сухоцветы и хлопок.',
        cn: '白色和浅粉色玫瑰、牡丹与桉树叶是最受欢迎的组合。夏天用鲜花，冬天加入干花和棉花会显得温暖。',
        it: 'Rose bianche e rosa tenue, peonie e foglie di eucalipto sono l’abbinamento più scelto. D’estate fiori freschi; d’inverno fiori secchi e cotone danno calore.',
      },
      {
        mn: 'Баглаагаа хуримаас хоёр долоо хоногийн өмнө захиалж, хүргэлтийг ёслолын өглөө болгоход хамгийн шинэхэн байна. Ширээний чимэглэлийг баглаатайгаа нэг өнгөөр хийлгээрэй.',
        en: 'Order the bouquet two weeks before the wedding and have it delivered on the morning of the ceremony, when it is freshest. Have the table flowers made in the same colours.',
        ru: 'Закажите букет за две недели до свадьбы, а доставку назначьте на утро церемонии — так он будет самым свежим. Оформление столов сделайте в тех же цветах.',
        cn: '在婚礼前两周预订花束，并安排在典礼当天早上送达，这样最新鲜。餐桌花饰也选用同样的颜色。',
        it: 'Ordina il bouquet due settimane prima del matrimonio e fallo consegnare la mattina della cerimonia, quando è più fresco. Fai preparare i fiori per le tavole negli stessi colori.',
      },
    ],
  },
  {
    slug: 'tasalgaany-urgamal',
    tags: ['ger-ahui', 'tsetseg-archilgaa'],
    taxon: 'plants',
    cover: 'potted-plant',
    author: 'temuulen',
    titles: [
      {
        mn: 'Орон сууцанд тохирох арчилгаа багатай ургамал',
        en: 'Easy-care plants for an apartment',
        ru: 'Неприхотливые растения для квартиры',
        cn: '适合公寓的易养植物',
        it: 'Piante facili da curare per un appartamento',
      },
      {
        mn: 'Өвлийн улиралд тасалгааны ургамлаа хэрхэн арчлах вэ',
        en: 'How to care for houseplants in winter',
        ru: 'Как ухаживать за комнатными растениями зимой',
        cn: '冬季如何照料室内植物',
        it: 'Come curare le piante da interno in inverno',
      },
    ],
    summary: {
      mn: 'Сансевиер, замиокулькас, хлорофитум: гэрэл бага, агаар хуурай байсан ч сайн ургадаг ургамлууд.',
      en: 'Snake plant, ZZ plant, spider plant: plants that do well even with little light and dry air.',
      ru: 'Сансевиерия, замиокулькас, хлорофитум: растения, которым хватает мало света и сухого воздуха.',
      cn: '虎尾兰、金钱树、吊兰：光线少、空气干燥也能长得好的植物。',
      it: 'Sansevieria, zamioculcas, falangio: piante che stanno bene anche con poca luce e aria secca.',
    },
    paragraphs: [
      {
        mn: 'Улаанбаатарын орон сууцанд өвөл агаар хуурай, өдөр богино байдаг. Сансевиер, замиокулькас зэрэг ургамал усаа навчиндаа хадгалдаг тул сард хоёр удаа усалхад хангалттай.',
        en: 'In Ulaanbaatar apartments the winter air is dry and the days are short. Plants such as the snake plant and the ZZ plant store water in their leaves, so watering twice a month is enough.',
        ru: 'Зимой в квартирах Улан-Батора сухой воздух и короткий день. Сансевиерия и замиокулькас запасают воду в листьях, поэтому поливать их достаточно дважды в месяц.',
        cn: '乌兰巴托的公寓冬天空气干燥、白天很短。虎尾兰和金钱树会把水分储存在叶子里，每月浇两次水就够了。',
        it: 'Negli appartamenti di Ulaanbaatar d’inverno l’aria è secca e le giornate sono corte. Piante come la sansevieria e la zamioculcas tengono l’acqua nelle foglie: basta annaffiarle due volte al mese.',
      },
      {
        mn: 'Ургамлаа цонхны ойролцоо, гэхдээ халаагуураас хол тавиарай. Навчийг нь сард нэг удаа чийгтэй алчуураар арчвал тоос арилж, илүү сайн амьсгална.',
        en: 'Put plants near a window but away from the radiator. Wiping the leaves with a damp cloth once a month removes the dust and lets them breathe better.',
        ru: 'Ставьте растения ближе к окну, но подальше от батареи. Раз в месяц протирайте листья влажной тканью: пыль уйдёт, и растению станет легче дышать.',
        cn: '把植物放在靠近窗户但远离暖气的地方。每月用湿布擦一次叶子，去掉灰尘，让植物呼吸得更好。',
        it: 'Metti le piante vicino a una finestra ma lontano dal termosifone. Pulire le foglie con un panno umido una volta al mese toglie la polvere e le fa respirare meglio.',
      },
      {
        mn: 'Шинэ ургамал худалдаж авсны дараа хоёр долоо хоног сав сольж болохгүй: шинэ орчиндоо дасах хугацаа хэрэгтэй. Хавар нь нэг хэмжээ том саванд шилжүүлээрэй.',
        en: 'Do not repot a new plant for two weeks after buying it: it needs time to get used to its new home. Move it to a pot one size larger in spring.',
        ru: 'Не пересаживайте новое растение две недели после покупки: ему нужно привыкнуть к новому месту. Весной пересадите его в горшок на размер больше.',
        cn: '新买的植物两周内不要换盆：它需要时间适应新环境。春天再换到大一号的花盆里。',
        it: 'Non rinvasare una pianta nuova per due settimane dopo l’acquisto: ha bisogno di abituarsi alla nuova casa. In primavera spostala in un vaso di una misura più grande.',
      },
    ],
  },
  {
    slug: 'beleg-sanaa',
    tags: ['beleg', 'bayar-yoslol'],
    taxon: 'gifts',
    cover: 'gift-box',
    author: 'nomin',
    titles: [
      {
        mn: 'Ойр дотны хүндээ юу бэлэглэх вэ: арван санаа',
        en: 'What to give someone close: ten ideas',
        ru: 'Что подарить близкому человеку: десять идей',
        cn: '送给亲近之人的礼物：十个创意',
        it: 'Cosa regalare a una persona cara: dieci idee',
      },
      {
        mn: 'Бэлгээ гоё боож, хүргүүлэх нь',
        en: 'Wrapping a gift beautifully and having it delivered',
        ru: 'Как красиво упаковать подарок и отправить с доставкой',
        cn: '把礼物包装得漂亮并安排配送',
        it: 'Incartare bene un regalo e farlo consegnare',
      },
    ],
    summary: {
      mn: 'Цэцэг, амттан, гар урлалын бэлгийг хослуулж, хүний сонирхолд тааруулан сонгоорой.',
      en: 'Combine flowers, sweets and handmade gifts, and choose by what the person loves.',
      ru: 'Сочетайте цветы, сладости и подарки ручной работы и выбирайте по интересам человека.',
      cn: '把鲜花、甜点和手工礼物搭配在一起，根据对方的喜好来挑选。',
      it: 'Abbina fiori, dolci e regali fatti a mano, e scegli secondo i gusti della persona.',
    },
    paragraphs: [
      {
        mn: 'Сайн бэлэг үнэтэй байх албагүй, харин хүнийг ойлгож байгаагаа харуулдаг. Цай сонирхогчдод сайн цай, аяга; ном уншигчдад тэмдэглэлийн дэвтэр, лаа тохирно.',
        en: 'A good gift need not be expensive; it shows that you understand the person. A tea lover will enjoy good tea and a cup; a reader, a notebook and a candle.',
        ru: 'Хороший подарок не обязательно дорогой — он показывает, что вы понимаете человека. Любителю чая подойдут хороший чай и чашка, читателю — блокнот и свеча.',
        cn: '好礼物不一定贵，而是表明你懂对方。爱喝茶的人会喜欢好茶和茶杯；爱读书的人适合笔记本和蜡烛。',
        it: 'Un buon regalo non deve per forza costare molto: mostra che capisci la persona. A chi ama il tè, un buon tè e una tazza; a chi legge, un taccuino e una candela.',
      },
      {
        mn: 'Жижиг баглаа, шоколадтай хайрцгийг хамтад нь өгөхөд бэлэг илүү баярлуулдаг. Мэндчилгээний картанд өөрийн гараар хэдэн үг бичээрэй.',
        en: 'A small bouquet given together with a box of chocolates makes any gift more joyful. Write a few words by hand on a greeting card.',
        ru: 'Маленький букет вместе с коробкой конфет делает любой подарок радостнее. Напишите от руки несколько слов на открытке.',
        cn: '小花束配一盒巧克力，会让礼物更加令人开心。在贺卡上亲手写几句话吧。',
        it: 'Un piccolo mazzo insieme a una scatola di cioccolatini rende ogni regalo più gioioso. Scrivi a mano qualche parola su un biglietto.',
      },
      {
        mn: 'Захиалахдаа «бэлэг» гэж тэмдэглэвэл үнийн шошгогүй, гоё боодолтой хүргэнэ. Хүлээн авагчийн утсыг бичвэл хүргэгч урьдчилан залгаж, цагийг тохирно.',
        en: 'Mark the order as a gift and it is delivered without a price tag, nicely wrapped. Give the receiver’s phone and the courier calls ahead to agree on the time.',
        ru: 'Отметьте заказ как подарок — его доставят без ценника, в красивой упаковке. Укажите телефон получателя, и курьер заранее позвонит, чтобы договориться о времени.',
        cn: '下单时标记为“礼物”，就会去掉价签并精美包装后送达。填写收件人电话，快递员会提前打电话约定时间。',
        it: 'Segna l’ordine come regalo: arriverà senza cartellino del prezzo e ben incartato. Indica il telefono di chi lo riceve e il corriere chiamerà prima per accordarsi sull’ora.',
      },
    ],
  },
  {
    slug: 'tsagaan-sar',
    tags: ['bayar-yoslol', 'beleg'],
    taxon: 'food-drinks',
    cover: 'fruit-basket',
    author: 'redaktsi',
    titles: [
      {
        mn: 'Цагаан сарын ширээ засах зөвлөгөө',
        en: 'Tips for the Tsagaan Sar table',
        ru: 'Советы по сервировке стола на Цагаан сар',
        cn: '白月节餐桌布置建议',
        it: 'Consigli per la tavola di Tsagaan Sar',
      },
      {
        mn: 'Цагаан сарын бэлэг: ахмад настанд юу өгөх вэ',
        en: 'Tsagaan Sar gifts: what to give the elders',
        ru: 'Подарки на Цагаан сар: что подарить старшим',
        cn: '白月节礼物：送长辈什么好',
        it: 'Regali per Tsagaan Sar: cosa donare agli anziani',
      },
    ],
    summary: {
      mn: 'Ууц, бууз, ул боовноос гадна жимс, амттан, цэцгээр ширээгээ баяжуулаарай.',
      en: 'Beyond the mutton back, buuz and ul boov, add fruit, sweets and flowers to the table.',
      ru: 'Кроме бараньей спинки, бузов и ул боов, украсьте стол фруктами, сладостями и цветами.',
      cn: '除了羊背、包子和奶油饼，再用水果、甜点和鲜花丰富餐桌。',
      it: 'Oltre alla schiena di montone, ai buuz e all’ul boov, arricchisci la tavola con frutta, dolci e fiori.',
    },
    paragraphs: [
      {
        mn: 'Цагаан сар бол айл бүр зочдоо дэлгэр ширээгээр угтдаг баяр. Ширээний голд ул боовоо давхарлан тавьж, хажууд нь цагаан идээ, чихэр, жимсийг өнгө өнгөөр нь байрлуулна.',
        en: 'Tsagaan Sar is the holiday when every family welcomes its guests with a rich table. Stack the ul boov in the middle, and arrange dairy foods, sweets and fruit around it by colour.',
        ru: 'Цагаан сар — праздник, когда каждая семья встречает гостей богатым столом. В центре выложите ярусами ул боов, а вокруг по цветам разложите молочные угощения, сладости и фрукты.',
        cn: '白月节是家家户户用丰盛餐桌迎接客人的节日。把奶油饼层层摆在中间，周围按颜色摆放奶食、糖果和水果。',
        it: 'Tsagaan Sar è la festa in cui ogni famiglia accoglie gli ospiti con una tavola ricca. Impila l’ul boov al centro e disponi intorno, per colore, latticini, dolci e frutta.',
      },
      {
        mn: 'Ахмад настанд дулаан ороолт, сайн цай, эрүүл мэндийн бүтээгдэхүүн өгөх нь уламжлалт бөгөөд хэрэгтэй бэлэг. Бэлгээ цэвэрхэн боож, хадагтай барина.',
        en: 'A warm scarf, good tea or a health product is a traditional and useful gift for the elders. Wrap it neatly and offer it with a khadag.',
        ru: 'Тёплый шарф, хороший чай или товары для здоровья — традиционный и полезный подарок старшим. Аккуратно упакуйте его и преподнесите с хадаком.',
        cn: '温暖的围巾、好茶或保健品是送给长辈的传统而实用的礼物。把礼物包装整齐，配上哈达献上。',
        it: 'Una sciarpa calda, un buon tè o un prodotto per la salute sono regali tradizionali e utili per gli anziani. Incartalo con cura e offrilo con un khadag.',
      },
      {
        mn: 'Баярын өмнөх долоо хоногт захиалга их байдаг тул хүргэлтээ эрт товлоорой. Жимсний сагс, амттаны хайрцгийг урьдчилан захиалбал хүссэн өдрөө хүлээн авна.',
        en: 'Orders peak in the week before the holiday, so book the delivery early. Order fruit baskets and boxes of sweets ahead and they arrive on the day you want.',
        ru: 'В неделю перед праздником заказов очень много, поэтому планируйте доставку заранее. Закажите корзины с фруктами и коробки сладостей загодя — и получите их в нужный день.',
        cn: '节前一周订单很多，请提早预约配送。提前订购水果篮和糖果礼盒，就能在您想要的日子收到。',
        it: 'Nella settimana prima della festa gli ordini sono moltissimi: prenota presto la consegna. Ordina in anticipo cesti di frutta e scatole di dolci e arriveranno nel giorno che vuoi.',
      },
    ],
  },
  {
    slug: 'kokteil-jor',
    tags: ['kokteil'],
    taxon: 'food-drinks',
    cover: 'wine-bottle',
    author: 'nomin',
    titles: [
      {
        mn: 'Гэртээ хийх гурван энгийн коктейль',
        en: 'Three simple cocktails to make at home',
        ru: 'Три простых коктейля, которые можно приготовить дома',
        cn: '在家就能调的三款简单鸡尾酒',
        it: 'Tre cocktail semplici da preparare a casa',
      },
      {
        mn: 'Баярын үдэшлэгийн ундааны ширээ',
        en: 'A drinks table for a festive evening',
        ru: 'Стол с напитками для праздничного вечера',
        cn: '节日晚会的饮品台',
        it: 'Un tavolo delle bevande per una serata di festa',
      },
    ],
    summary: {
      mn: 'Цөөн орц, сайн мөс, шинэхэн жимс: насанд хүрэгчдийн үдэшлэгийг гоё болгох жорууд.',
      en: 'Few ingredients, good ice and fresh fruit: recipes that make an evening for adults special.',
      ru: 'Немного ингредиентов, хороший лёд и свежие фрукты: рецепты для взрослой вечеринки.',
      cn: '配料不多、冰块要好、水果要新鲜：让成年人的聚会更出彩的配方。',
      it: 'Pochi ingredienti, ghiaccio buono e frutta fresca: ricette per una serata speciale tra adulti.',
    },
    paragraphs: [
      {
        mn: 'Сайн коктейлийн үндэс нь хүйтэн мөс, шинэхэн шахсан жүүс, зөв харьцаа. Нэг хэсэг архи, хоёр хэсэг жүүс, бага зэрэг нимбэг гэдэг энгийн томьёо ихэнх хүнд таалагддаг.',
        en: 'Cold ice, freshly squeezed juice and the right balance are the base of a good cocktail. One part vodka, two parts juice and a little lemon is a simple formula most people like.',
        ru: 'Основа хорошего коктейля — холодный лёд, свежевыжатый сок и правильные пропорции. Одна часть водки, две части сока и немного лимона — простая формула, которая нравится большинству.',
        cn: '好鸡尾酒的基础是冰凉的冰块、新鲜榨的果汁和恰当的比例。一份伏特加、两份果汁、少许柠檬，是多数人都喜欢的简单配方。',
        it: 'Ghiaccio freddo, succo appena spremuto e il giusto equilibrio sono la base di un buon cocktail. Una parte di vodka, due di succo e un po’ di limone: una formula semplice che piace a quasi tutti.',
      },
      {
        mn: 'Чацарганы жүүс монгол коктейльд онцгой өнгө, амт өгнө. Аягын амсарт давс биш элсэн чихэр түрхэж, дээр нь гаа навч тавиарай.',
        en: 'Sea buckthorn juice gives a Mongolian cocktail a special colour and taste. Rim the glass with sugar rather than salt and top it with a mint leaf.',
        ru: 'Облепиховый сок придаёт монгольскому коктейлю особый цвет и вкус. Обмакните край бокала в сахар, а не в соль, и украсьте листиком мяты.',
        cn: '沙棘汁能给蒙古风味的鸡尾酒带来特别的颜色和味道。杯口蘸糖而不是盐，再放上一片薄荷叶。',
        it: 'Il succo di olivello spinoso dà a un cocktail mongolo un colore e un gusto speciali. Bagna il bordo del bicchiere nello zucchero anziché nel sale e aggiungi una foglia di menta.',
      },
      {
        mn: 'Согтууруулах ундааг зөвхөн 21 нас хүрсэн хүмүүст санал болгож, архигүй хувилбарыг заавал бэлдээрэй. Жолоо барих хүнд зориулсан амттай ундаа үдэшлэгийг бүгдэд нь тааламжтай болгоно.',
        en: 'Offer alcohol only to guests aged 21 and over, and always prepare an alcohol-free version. A tasty drink for whoever is driving makes the evening pleasant for everyone.',
        ru: 'Предлагайте алкоголь только гостям от 21 года и обязательно приготовьте безалкогольный вариант. Вкусный напиток для того, кто за рулём, сделает вечер приятным для всех.',
        cn: '只向年满21岁的客人提供含酒精饮品，并一定要准备无酒精版本。为开车的人准备一杯好喝的饮料，会让每个人都享受这个夜晚。',
        it: 'Offri alcolici solo agli ospiti dai 21 anni in su e prepara sempre una versione analcolica. Una bevanda gustosa per chi guida rende la serata piacevole per tutti.',
      },
    ],
  },
];

/** The season a column of an article belongs to: five of them make each title's series. */
export const ARTICLE_SEASONS: LocaleText[] = [
  { mn: 'Хавар', en: 'Spring', ru: 'Весна', cn: '春季', it: 'Primavera' },
  { mn: 'Зун', en: 'Summer', ru: 'Лето', cn: '夏季', it: 'Estate' },
  { mn: 'Намар', en: 'Autumn', ru: 'Осень', cn: '秋季', it: 'Autunno' },
  { mn: 'Өвөл', en: 'Winter', ru: 'Зима', cn: '冬季', it: 'Inverno' },
  {
    mn: 'Баярын улирал',
    en: 'Holiday season',
    ru: 'Праздничный сезон',
    cn: '节日季',
    it: 'Stagione delle feste',
  },
];

export interface NewsTemplate {
  slug: string;
  tags: string[];
  cover: string;
  /** `{x}` is one of `values`, taken in turn. */
  title: LocaleText;
  summary: LocaleText;
  body: [LocaleText, LocaleText];
  values: LocaleText[];
  /**
   * For news of a season or a holiday: each value's day ([month, day], in `values`' order) and
   * how many days before it the news comes out, so a spring sale is dated in March, not November.
   */
  dates?: { on: readonly (readonly [month: number, day: number])[]; daysBefore: number };
}

export const NEWS_TEMPLATES: NewsTemplate[] = [
  {
    slug: 'shine-irelt',
    tags: ['delguur'],
    cover: 'tulip',
    title: {
      mn: 'Шинэ ирэлт: {x}',
      en: 'New arrival: {x}',
      ru: 'Новое поступление: {x}',
      cn: '新品到货：{x}',
      it: 'Nuovo arrivo: {x}',
    },
    summary: {
      mn: '{x} манай дэлгүүрт ирлээ. Хязгаартай тоогоор.',
      en: '{x} have arrived in our shop, in limited numbers.',
      ru: 'В наш магазин поступили {x} — количество ограничено.',
      cn: '{x}已到店，数量有限。',
      it: 'Sono arrivati nel nostro negozio {x}, in quantità limitata.',
    },
    body: [
      {
        mn: 'Энэ долоо хоногт {x} шинээр ирлээ. Бүгдийг онгоцоор хүргүүлж, агуулахдаа тохирох температурт хадгалж байна.',
        en: 'This week {x} arrived. All came by air and are kept at the right temperature in our store room.',
        ru: 'На этой неделе поступили {x}. Всё доставлено самолётом и хранится на складе при нужной температуре.',
        cn: '本周新到{x}。全部空运而来，并在库房中以适宜温度保存。',
        it: 'Questa settimana sono arrivati {x}. Tutto è giunto in aereo ed è conservato alla giusta temperatura nel nostro magazzino.',
      },
      {
        mn: 'Онлайнаар захиалбал Улаанбаатар хотод тэр өдөртөө хүргэнэ, эсвэл ойр салбараасаа очиж авч болно.',
        en: 'Order online for same-day delivery in Ulaanbaatar, or pick it up at a store near you.',
        ru: 'Закажите онлайн — доставим по Улан-Батору в тот же день, или заберите в ближайшем магазине.',
        cn: '在线下单可在乌兰巴托当日送达，也可到附近门店自取。',
        it: 'Ordina online per la consegna in giornata a Ulaanbaatar, oppure ritira nel negozio più vicino.',
      },
    ],
    values: [
      {
        mn: 'Голландын алтанзул цэцэг',
        en: 'Dutch tulips',
        ru: 'голландские тюльпаны',
        cn: '荷兰郁金香',
        it: 'i tulipani olandesi',
      },
      {
        mn: 'Эквадорын урт иштэй сарнай',
        en: 'long-stemmed Ecuadorian roses',
        ru: 'эквадорские розы на длинном стебле',
        cn: '厄瓜多尔长茎玫瑰',
        it: 'le rose ecuadoriane a stelo lungo',
      },
      {
        mn: 'Кенийн бут сарнай',
        en: 'Kenyan spray roses',
        ru: 'кенийские кустовые розы',
        cn: '肯尼亚多头玫瑰',
        it: 'le rose ramificate del Kenya',
      },
      {
        mn: 'Шинэ төрлийн орхидей',
        en: 'new kinds of orchids',
        ru: 'новые сорта орхидей',
        cn: '新品种兰花',
        it: 'nuove varietà di orchidee',
      },
      {
        mn: 'Гар хийцийн лаа',
        en: 'handmade candles',
        ru: 'свечи ручной работы',
        cn: '手工蜡烛',
        it: 'le candele fatte a mano',
      },
      {
        mn: 'Хатаасан цэцгийн баглаа',
        en: 'dried flower bouquets',
        ru: 'букеты из сухоцветов',
        cn: '干花花束',
        it: 'i mazzi di fiori secchi',
      },
    ],
  },
  {
    slug: 'hyamdral',
    tags: ['hyamdral', 'delguur'],
    cover: 'balloon',
    title: {
      mn: '{x} хямдрал эхэллээ',
      en: 'The {x} sale has started',
      ru: 'Началась распродажа: {x}',
      cn: '{x}促销开始了',
      it: 'Sono iniziati i saldi: {x}',
    },
    summary: {
      mn: 'Сонгосон бараанууд 50% хүртэл хямдарлаа.',
      en: 'Selected products are up to 50% off.',
      ru: 'Скидки на избранные товары до 50%.',
      cn: '精选商品低至五折。',
      it: 'Prodotti selezionati scontati fino al 50%.',
    },
    body: [
      {
        mn: '{x} хямдралын хүрээнд цэцэг, бэлэг, гэр ахуйн олон бараа хямдарлаа. Хямдралтай үнэ барааны хуудсан дээр шууд харагдана.',
        en: 'In the {x} sale, many flowers, gifts and home goods are reduced. The sale price shows right on each product’s page.',
        ru: 'В рамках распродажи «{x}» подешевели многие цветы, подарки и товары для дома. Цена со скидкой видна прямо на странице товара.',
        cn: '{x}促销期间，多款鲜花、礼品和家居用品降价。折扣价直接显示在商品页面上。',
        it: 'Con i saldi {x} molti fiori, regali e articoli per la casa sono in offerta. Il prezzo scontato si vede direttamente sulla pagina del prodotto.',
      },
      {
        mn: 'Хямдрал нөөц дуустал буюу хугацаа дуустал үргэлжилнэ. Хэтэвчний үлдэгдэл, купоноо хамтад нь ашиглаж болно.',
        en: 'The sale lasts while stocks last or until it ends. Wallet credit and coupons can be used with it.',
        ru: 'Распродажа действует, пока есть товар, или до её окончания. Можно использовать баланс кошелька и купоны.',
        cn: '促销持续到售完或活动结束为止。可同时使用钱包余额和优惠券。',
        it: 'I saldi durano fino a esaurimento scorte o alla loro fine. Si possono usare anche il credito del portafoglio e i coupon.',
      },
    ],
    values: [
      { mn: 'Хаврын', en: 'spring', ru: 'весенняя', cn: '春季', it: 'di primavera' },
      { mn: 'Зуны', en: 'summer', ru: 'летняя', cn: '夏季', it: 'd’estate' },
      { mn: 'Намрын', en: 'autumn', ru: 'осенняя', cn: '秋季', it: 'd’autunno' },
      { mn: 'Өвлийн', en: 'winter', ru: 'зимняя', cn: '冬季', it: 'd’inverno' },
      { mn: 'Шинэ жилийн', en: 'New Year', ru: 'новогодняя', cn: '新年', it: 'di Capodanno' },
      {
        mn: 'Хар баасан гарагийн',
        en: 'Black Friday',
        ru: 'Чёрная пятница',
        cn: '黑色星期五',
        it: 'del Black Friday',
      },
    ],
    // Spring, summer, autumn and winter sales open on their season's first day; the New Year sale
    // on 20 December; Black Friday on the last Friday of November (27 November in 2026).
    dates: {
      on: [
        [3, 1],
        [6, 1],
        [9, 1],
        [12, 1],
        [12, 20],
        [11, 27],
      ],
      daysBefore: 0,
    },
  },
  {
    slug: 'shine-salbar',
    tags: ['delguur'],
    cover: 'flower-basket',
    title: {
      mn: 'Шинэ салбар нээгдлээ: {x}',
      en: 'A new store has opened: {x}',
      ru: 'Открылся новый магазин: {x}',
      cn: '新门店开业：{x}',
      it: 'Ha aperto un nuovo negozio: {x}',
    },
    summary: {
      mn: '{x} дүүрэгт манай шинэ салбар үйлчилж эхэллээ.',
      en: 'Our new store in {x} district is open.',
      ru: 'Наш новый магазин в районе {x} начал работу.',
      cn: '我们位于{x}区的新门店已开始营业。',
      it: 'Il nostro nuovo negozio nel distretto di {x} è aperto.',
    },
    body: [
      {
        mn: '{x} дүүрэгт нээгдсэн салбар өдөр бүр 10:00-20:00 цагт ажиллана. Онлайн захиалгаа эндээс очиж авах боломжтой.',
        en: 'The store in {x} district is open every day from 10:00 to 20:00. Online orders can be picked up there.',
        ru: 'Магазин в районе {x} работает ежедневно с 10:00 до 20:00. Здесь можно забрать онлайн-заказ.',
        cn: '{x}区门店每天10:00至20:00营业，可在此自取线上订单。',
        it: 'Il negozio nel distretto di {x} è aperto tutti i giorni dalle 10:00 alle 20:00. Lì si possono ritirare gli ordini online.',
      },
      {
        mn: 'Нээлтийн долоо хоногт салбар дээр ирсэн хүн бүрт жижиг бэлэг барина.',
        en: 'In the opening week every visitor to the store receives a small gift.',
        ru: 'В неделю открытия каждого посетителя ждёт небольшой подарок.',
        cn: '开业周每位到店顾客都能获得一份小礼物。',
        it: 'Nella settimana d’apertura ogni visitatore riceve un piccolo regalo.',
      },
    ],
    values: [
      { mn: 'Хан-Уул', en: 'Khan-Uul', ru: 'Хан-Уул', cn: '汗乌拉', it: 'Khan-Uul' },
      { mn: 'Баянзүрх', en: 'Bayanzürkh', ru: 'Баянзурх', cn: '巴音珠日和', it: 'Bayanzürkh' },
      { mn: 'Сүхбаатар', en: 'Sükhbaatar', ru: 'Сухэ-Батор', cn: '苏赫巴托', it: 'Sükhbaatar' },
      { mn: 'Чингэлтэй', en: 'Chingeltei', ru: 'Чингэлтэй', cn: '钦格尔泰', it: 'Chingeltei' },
      { mn: 'Баянгол', en: 'Bayangol', ru: 'Баянгол', cn: '巴彦高勒', it: 'Bayangol' },
      {
        mn: 'Сонгинохайрхан',
        en: 'Songinokhairkhan',
        ru: 'Сонгинохайрхан',
        cn: '松根海尔汗',
        it: 'Songinokhairkhan',
      },
    ],
  },
  {
    slug: 'hurgelt',
    tags: ['delguur', 'bayar-yoslol'],
    cover: 'gift-box',
    title: {
      mn: '{x} өдрүүдэд хүргэлтийн цаг уртсав',
      en: 'Longer delivery hours for {x}',
      ru: 'На {x} доставка работает дольше',
      cn: '{x}期间延长配送时间',
      it: 'Orari di consegna più lunghi per {x}',
    },
    summary: {
      mn: 'Баярын өдрүүдэд хүргэлт 23:00 цаг хүртэл үргэлжилнэ.',
      en: 'On the holidays, deliveries run until 23:00.',
      ru: 'В праздничные дни доставка работает до 23:00.',
      cn: '节日期间配送服务延长至23:00。',
      it: 'Nei giorni di festa le consegne continuano fino alle 23:00.',
    },
    body: [
      {
        mn: '{x} өдрүүдэд захиалга ихэсдэг тул бид хүргэгчдийн тоог нэмж, хүргэлтийг 23:00 цаг хүртэл хийнэ.',
        en: 'Orders grow around {x}, so we add couriers and deliver until 23:00.',
        ru: 'На {x} заказов становится больше, поэтому мы добавили курьеров и доставляем до 23:00.',
        cn: '{x}期间订单增多，我们增加了快递员，配送至23:00。',
        it: 'Intorno a {x} gli ordini aumentano: aggiungiamo corrieri e consegniamo fino alle 23:00.',
      },
      {
        mn: 'Хүргэлтийн цагаа захиалга хийхдээ сонгож, хүлээн авагчийн утсыг зөв оруулаарай.',
        en: 'Choose the delivery time when you order and enter the receiver’s phone correctly.',
        ru: 'Выберите время доставки при оформлении заказа и правильно укажите телефон получателя.',
        cn: '下单时请选择配送时间，并正确填写收件人电话。',
        it: 'Scegli l’orario di consegna quando ordini e inserisci correttamente il telefono di chi riceve.',
      },
    ],
    values: [
      { mn: 'Цагаан сарын', en: 'Tsagaan Sar', ru: 'Цагаан сар', cn: '白月节', it: 'Tsagaan Sar' },
      {
        mn: 'Эмэгтэйчүүдийн баярын',
        en: 'Women’s Day',
        ru: 'Женский день',
        cn: '妇女节',
        it: 'la Festa della donna',
      },
      { mn: 'Наадмын', en: 'Naadam', ru: 'Наадам', cn: '那达慕', it: 'il Naadam' },
      {
        mn: 'Хүүхдийн баярын',
        en: 'Children’s Day',
        ru: 'День защиты детей',
        cn: '儿童节',
        it: 'la Festa dei bambini',
      },
      { mn: 'Шинэ жилийн', en: 'New Year', ru: 'Новый год', cn: '新年', it: 'Capodanno' },
      {
        mn: 'Гэгээн Валентины',
        en: 'Valentine’s Day',
        ru: 'День святого Валентина',
        cn: '情人节',
        it: 'San Valentino',
      },
    ],
    // Five days before each: Tsagaan Sar (18 February in 2026, by the moon), 8 March, Naadam
    // (11 July), 1 June, 1 January and 14 February.
    dates: {
      on: [
        [2, 18],
        [3, 8],
        [7, 11],
        [6, 1],
        [1, 1],
        [2, 14],
      ],
      daysBefore: 5,
    },
  },
  {
    slug: 'surgalt',
    tags: ['delguur', 'tsetseg-archilgaa'],
    cover: 'bouquet',
    title: {
      mn: 'Баглаа хийх сургалт: {x}',
      en: 'Bouquet-making class: {x}',
      ru: 'Мастер-класс по букетам: {x}',
      cn: '花束制作课：{x}',
      it: 'Corso di composizione floreale: {x}',
    },
    summary: {
      mn: 'Цэцэгчдээсээ баглаа хийж сураарай. Материал үнэд багтсан.',
      en: 'Learn to make a bouquet from our florists. Materials included.',
      ru: 'Научитесь собирать букет у наших флористов. Материалы включены.',
      cn: '跟我们的花艺师学做花束，材料费已包含。',
      it: 'Impara a comporre un mazzo con i nostri fioristi. Materiali inclusi.',
    },
    body: [
      {
        mn: '{x} сэдэвт сургалтад оролцогч бүр өөрийн баглааг хийж, гэртээ авч харина. Сургалт хоёр цаг үргэлжилнэ.',
        en: 'In the class on {x}, everyone makes their own bouquet and takes it home. The class lasts two hours.',
        ru: 'На мастер-классе «{x}» каждый соберёт свой букет и заберёт его домой. Занятие длится два часа.',
        cn: '在“{x}”主题课上，每位学员都会亲手制作花束并带回家。课程时长两小时。',
        it: 'Nel corso su {x} ognuno compone il proprio mazzo e lo porta a casa. Il corso dura due ore.',
      },
      {
        mn: 'Суудал хязгаартай тул дэлгүүрийн утсаар эсвэл холбоо барих хуудсаар урьдчилан бүртгүүлээрэй.',
        en: 'Places are limited: sign up ahead by the shop’s phone or the contact page.',
        ru: 'Мест немного: запишитесь заранее по телефону магазина или через страницу контактов.',
        cn: '名额有限，请提前通过店铺电话或联系页面报名。',
        it: 'I posti sono limitati: iscriviti prima al telefono del negozio o dalla pagina dei contatti.',
      },
    ],
    values: [
      {
        mn: 'Дугуй баглаа',
        en: 'round bouquets',
        ru: 'круглые букеты',
        cn: '圆形花束',
        it: 'i mazzi tondi',
      },
      {
        mn: 'Хуримын баглаа',
        en: 'wedding bouquets',
        ru: 'свадебные букеты',
        cn: '婚礼花束',
        it: 'i bouquet da sposa',
      },
      {
        mn: 'Хайрцагтай цэцэг',
        en: 'flowers in a box',
        ru: 'цветы в коробке',
        cn: '礼盒花',
        it: 'i fiori in scatola',
      },
      {
        mn: 'Хатаасан цэцэг',
        en: 'dried flowers',
        ru: 'сухоцветы',
        cn: '干花',
        it: 'i fiori secchi',
      },
      {
        mn: 'Ширээний чимэглэл',
        en: 'table decorations',
        ru: 'украшение стола',
        cn: '餐桌花艺',
        it: 'le decorazioni da tavola',
      },
      {
        mn: 'Улирлын баглаа',
        en: 'seasonal bouquets',
        ru: 'сезонные букеты',
        cn: '季节花束',
        it: 'i mazzi di stagione',
      },
    ],
  },
];

/** The shared opening and closing paragraphs that frame every article. */
export const ARTICLE_FRAMES: { openings: LocaleText[]; closings: LocaleText[] } = {
  openings: [
    {
      mn: 'Манай цэцэгчид өдөр бүр олон зуун баглаа хийж, худалдан авагчдын асуултад хариулдаг. Хамгийн их асуудаг зүйлсийг энд нэгтгэлээ.',
      en: 'Our florists make hundreds of bouquets a day and answer shoppers’ questions. Here are the things we are asked most.',
      ru: 'Наши флористы каждый день собирают сотни букетов и отвечают на вопросы покупателей. Здесь собрано то, о чём спрашивают чаще всего.',
      cn: '我们的花艺师每天制作数百束花，并解答顾客的问题。这里汇总了大家最常问的内容。',
      it: 'I nostri fioristi compongono centinaia di mazzi al giorno e rispondono alle domande dei clienti. Ecco ciò che ci chiedono più spesso.',
    },
    {
      mn: 'Улирал солигдох бүрд цэцэг, бэлгийн сонголт өөрчлөгддөг. Энэ удаа туршлагатай мэргэжилтнүүдийнхээ зөвлөгөөг хүргэж байна.',
      en: 'Each season changes what flowers and gifts people choose. This time we bring you our experienced specialists’ advice.',
      ru: 'С каждым сезоном меняется выбор цветов и подарков. На этот раз делимся советами наших опытных специалистов.',
      cn: '每个季节，人们对鲜花和礼物的选择都会变化。这次为您带来我们资深专家的建议。',
      it: 'Ogni stagione cambia la scelta di fiori e regali. Questa volta ti portiamo i consigli dei nostri specialisti più esperti.',
    },
  ],
  closings: [
    {
      mn: 'Асуулт байвал дэлгүүрийн утас эсвэл холбоо барих хуудсаар бидэнд бичээрэй. Бид баяртайгаар туслах болно.',
      en: 'If you have a question, write to us by the shop’s phone or the contact page. We will be glad to help.',
      ru: 'Если остались вопросы, напишите нам по телефону магазина или через страницу контактов. Мы с радостью поможем.',
      cn: '如有疑问，请通过店铺电话或联系页面与我们联系，我们很乐意帮忙。',
      it: 'Se hai una domanda, scrivici al telefono del negozio o dalla pagina dei contatti. Saremo felici di aiutarti.',
    },
    {
      mn: 'Энэ нийтлэлд дурдсан барааг доор харж, шууд сагсандаа нэмж болно.',
      en: 'The products this article mentions are below: you can add them to your cart right away.',
      ru: 'Товары, упомянутые в статье, показаны ниже — их можно сразу добавить в корзину.',
      cn: '本文提到的商品列在下方，可直接加入购物车。',
      it: 'I prodotti citati nell’articolo sono qui sotto: puoi aggiungerli subito al carrello.',
    },
  ],
};
