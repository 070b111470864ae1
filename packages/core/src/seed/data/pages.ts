import type { LocaleText } from './types.ts';

/**
 * The shop's own pages (spec §3 "pages keyed by slug"), linked from the footer: edited as
 * content, not code. The stores and contact pages also show the live store list and contacts.
 */
export const PAGES: { slug: string; title: LocaleText; summary: LocaleText; body: LocaleText[] }[] =
  [
    {
      slug: 'about',
      title: { mn: 'Бидний тухай', en: 'About us', ru: 'О нас', cn: '关于我们', it: 'Chi siamo' },
      summary: {
        mn: 'Цэцэг Маркет бол Улаанбаатарын цэцгийн болон бэлэг, ахуйн барааны дэлгүүр.',
        en: 'Tsetseg Market is a florist and general store in Ulaanbaatar.',
        ru: 'Цэцэг Маркет — цветочный магазин и магазин подарков и товаров для дома в Улан-Баторе.',
        cn: 'Tsetseg 市场是位于乌兰巴托的花店和综合商店。',
        it: 'Tsetseg Market è un negozio di fiori e di articoli vari a Ulaanbaatar.',
      },
      body: [
        {
          mn: 'Бид өдөр бүр шинэхэн цэцэг хүлээн авч, туршлагатай цэцэгчдийнхээ гараар баглаа бүрийг бэлтгэдэг. Цэцгээс гадна бэлэг, амттан, гэр ахуй, гоо сайхны бараа санал болгодог.',
          en: 'We receive fresh flowers every day, and our experienced florists make every bouquet by hand. Besides flowers we offer gifts, sweets, home and beauty products.',
          ru: 'Мы каждый день получаем свежие цветы, а наши опытные флористы собирают каждый букет вручную. Кроме цветов, у нас есть подарки, сладости, товары для дома и красоты.',
          cn: '我们每天接收新鲜花材，每一束花都由经验丰富的花艺师亲手制作。除鲜花外，我们还提供礼品、甜点、家居和美妆产品。',
          it: 'Riceviamo fiori freschi ogni giorno e i nostri fioristi esperti compongono a mano ogni mazzo. Oltre ai fiori offriamo regali, dolci, articoli per la casa e per la bellezza.',
        },
        {
          mn: 'Онлайнаар захиалсан бараагаа Улаанбаатар даяар хүргүүлэх эсвэл салбаруудаасаа очиж авах боломжтой. Асуух зүйл байвал бидэнтэй холбогдоорой.',
          en: 'Have your online order delivered anywhere in Ulaanbaatar, or pick it up at one of our stores. If you have a question, get in touch.',
          ru: 'Онлайн-заказ можно получить с доставкой по всему Улан-Батору или забрать в одном из наших магазинов. Если есть вопросы — свяжитесь с нами.',
          cn: '线上订单可配送至乌兰巴托全市，也可到我们的门店自取。如有疑问，欢迎联系我们。',
          it: 'Il tuo ordine online può essere consegnato ovunque a Ulaanbaatar o ritirato in uno dei nostri negozi. Per qualsiasi domanda, contattaci.',
        },
      ],
    },
    {
      slug: 'delivery',
      title: {
        mn: 'Хүргэлтийн нөхцөл',
        en: 'Delivery',
        ru: 'Доставка',
        cn: '配送说明',
        it: 'Consegna',
      },
      summary: {
        mn: 'Хүргэлтийн бүс, үнэ, хугацаа.',
        en: 'Delivery areas, prices and times.',
        ru: 'Зоны, стоимость и сроки доставки.',
        cn: '配送区域、费用和时间。',
        it: 'Zone, prezzi e tempi di consegna.',
      },
      body: [
        {
          mn: 'Хүргэлтийн ажилтнууд өдөр бүр 11:00-22:00 цагт ажиллана. Улаанбаатарын төв дүүргүүдэд энгийн хүргэлт 5,000₮ бөгөөд 100,000₮-өөс дээш захиалгад үнэгүй. 14:00 цагаас өмнө захиалбал тэр өдөртөө (8,000₮), яаралтай бол 4 цагийн дотор (12,000₮) хүргэнэ.',
          en: 'Couriers work every day from 11:00 to 22:00. In Ulaanbaatar’s central districts standard delivery is 5,000₮ and free for orders from 100,000₮. Order before 14:00 for same-day delivery (8,000₮), or choose express within 4 hours (12,000₮).',
          ru: 'Курьеры работают ежедневно с 11:00 до 22:00. В центральных районах Улан-Батора обычная доставка стоит 5,000₮ и бесплатна для заказов от 100,000₮. Закажите до 14:00 — доставим в тот же день (8,000₮), или выберите срочную доставку за 4 часа (12,000₮).',
          cn: '快递员每天11:00至22:00工作。乌兰巴托中心各区普通配送费为5,000₮，订单满100,000₮免运费。14:00前下单可当日送达（8,000₮），也可选择4小时内加急配送（12,000₮）。',
          it: 'I corrieri lavorano tutti i giorni dalle 11:00 alle 22:00. Nei distretti centrali di Ulaanbaatar la consegna standard costa 5,000₮ ed è gratuita dai 100,000₮. Ordina entro le 14:00 per la consegna in giornata (8,000₮) o scegli l’espresso entro 4 ore (12,000₮).',
        },
        {
          mn: 'Багануур, Багахангай, Налайх руу 10,000₮ (200,000₮-өөс дээш үнэгүй), аймгууд руу хот хоорондын шуудангаар 15,000₮-өөр 3 хоногийн дотор хүргэнэ. Салбараасаа очиж авбал үнэгүй.',
          en: 'Delivery to Baganuur, Bagakhangai and Nalaikh is 10,000₮ (free from 200,000₮); to the aimags it goes by intercity courier for 15,000₮ within 3 days. Pickup at our stores is free.',
          ru: 'Доставка в Багануур, Багахангай и Налайх — 10,000₮ (бесплатно от 200,000₮), в аймаки — междугородним курьером за 15,000₮ в течение 3 дней. Самовывоз из магазинов бесплатный.',
          cn: '配送至巴嘎诺尔、巴嘎杭盖和纳来哈费用为10,000₮（满200,000₮免费）；配送至各省通过城际快递，费用15,000₮，3天内送达。门店自取免费。',
          it: 'La consegna a Baganuur, Bagakhangai e Nalaikh costa 10,000₮ (gratuita dai 200,000₮); verso gli aimag va con corriere interurbano a 15,000₮ entro 3 giorni. Il ritiro nei nostri negozi è gratuito.',
        },
        {
          mn: 'Ихэнх барааг манай агуулахаас илгээнэ. Зарим барааг таны захиалгаар бэлтгэнэ: захиалгат баглаа 24–48 цаг, нийлүүлэгчийн бэлэн нөөцөөс 48–72 цаг, захиалж авчрах бараа 7–14 хоног. Энэ тухай барааны хуудсанд бичсэн байгаа; ийм бараатай захиалгыг хамгийн удаан бэлтгэгдэх барааны хугацаанд энгийн хүргэлтээр хүргэнэ.',
          en: 'Most of what we sell leaves from our own stock. Some items are got ready for your order: bouquets made to order in 24–48 hours, items from our suppliers’ stock in 48–72 hours, and items ordered in for you in 7–14 days. Their page says so; an order holding one comes by standard delivery, in the time of its slowest item.',
          ru: 'Большая часть товаров отправляется с нашего склада. Некоторые товары готовятся под ваш заказ: букеты на заказ — 24–48 часов, товары со склада поставщиков — 48–72 часа, товары, которые мы заказываем для вас, — 7–14 дней. Это указано на их странице; заказ с таким товаром приходит обычной доставкой в срок самого долгого из них.',
          cn: '大部分商品从我们自己的仓库发货。部分商品按您的订单备货：定制花束24–48小时，供应商现货48–72小时，需为您订货的商品7–14天。商品页面上会注明；含此类商品的订单按其中最慢商品的时效以标准配送送达。',
          it: 'Quasi tutto parte dal nostro magazzino. Alcuni articoli vengono preparati per il tuo ordine: i bouquet su ordinazione in 24–48 ore, gli articoli dal magazzino dei fornitori in 48–72 ore, quelli ordinati per te in 7–14 giorni. Lo dice la loro pagina; un ordine che ne contiene uno arriva con la consegna standard, nei tempi dell’articolo più lento.',
        },
      ],
    },
    {
      slug: 'payment',
      title: {
        mn: 'Төлбөрийн нөхцөл',
        en: 'Payment',
        ru: 'Оплата',
        cn: '付款方式',
        it: 'Pagamento',
      },
      summary: {
        mn: 'Төлбөр төлөх арга замууд.',
        en: 'The ways to pay.',
        ru: 'Способы оплаты.',
        cn: '可用的付款方式。',
        it: 'I modi per pagare.',
      },
      body: [
        {
          mn: 'Төлбөрөө карт, хадгалсан карт, QR код, банкны шилжүүлэг эсвэл лизингээр төлж болно. Банкаар шилжүүлэхдээ гүйлгээний утгад захиалгын дугаараа бичээрэй.',
          en: 'Pay by card, a saved card, QR code, bank transfer or leasing. For a bank transfer, write the order number as the payment reference.',
          ru: 'Оплатить можно картой, сохранённой картой, QR-кодом, банковским переводом или в лизинг. При переводе укажите номер заказа в назначении платежа.',
          cn: '可使用银行卡、已保存的卡、二维码、银行转账或分期付款。银行转账时请在附言中填写订单号。',
          it: 'Paga con carta, carta salvata, codice QR, bonifico o leasing. Per il bonifico indica il numero dell’ordine nella causale.',
        },
        {
          mn: 'Хэтэвчний үлдэгдэл (20,000₮-өөс дээш худалдан авалтад), бэлгийн карт, ваучер, купоноо төлбөртэйгээ хослуулан ашиглаарай. Төлбөр бүрд НӨАТ-ын баримт олгоно.',
          en: 'Combine wallet credit (for purchases over 20,000₮), gift cards, vouchers and coupons with your payment. Every payment gets a VAT receipt.',
          ru: 'Сочетайте с оплатой баланс кошелька (при покупке от 20,000₮), подарочные карты, ваучеры и купоны. На каждый платёж выдаётся чек НДС.',
          cn: '可将钱包余额（购物满20,000₮可用）、礼品卡、代金券和优惠券与付款组合使用。每笔付款都会开具增值税发票。',
          it: 'Abbina al pagamento il credito del portafoglio (per acquisti oltre 20,000₮), carte regalo, voucher e coupon. Ogni pagamento riceve lo scontrino IVA.',
        },
      ],
    },
    {
      slug: 'returns',
      title: { mn: 'Буцаалт', en: 'Returns', ru: 'Возврат', cn: '退货说明', it: 'Resi' },
      summary: {
        mn: 'Бараа буцаах, солих журам.',
        en: 'How to return or exchange a product.',
        ru: 'Как вернуть или обменять товар.',
        cn: '退换货的方式。',
        it: 'Come restituire o cambiare un prodotto.',
      },
      body: [
        {
          mn: 'Цэцэг, ургамал болон хүнсний бараа гэмтэлтэй эсвэл захиалгаас өөр ирсэн бол хүлээн авснаас хойш 24 цагийн дотор зургийн хамт бидэнд мэдэгдээрэй; бусад барааны хувьд энэ хугацаа барааны хуудсанд заасны дагуу 48 эсвэл 72 цаг. Бид сольж өгөх эсвэл мөнгийг буцаана.',
          en: 'If flowers, plants or food arrive damaged or not as ordered, tell us within 24 hours of receiving them, with a photo; for other products the time is 48 or 72 hours, as their page says. We will replace them or refund you.',
          ru: 'Если цветы, растения или продукты пришли повреждёнными или не такими, как в заказе, сообщите нам в течение 24 часов после получения, приложив фото; для других товаров срок 48 или 72 часа, как указано на их странице. Мы заменим товар или вернём деньги.',
          cn: '如鲜花、植物或食品送达时有损坏或与订单不符，请在收货后24小时内附照片告知我们；其他商品的时限为48或72小时，以商品页面所示为准。我们将为您更换或退款。',
          it: 'Se fiori, piante o alimenti arrivano danneggiati o diversi dall’ordine, avvisaci entro 24 ore dalla consegna con una foto; per gli altri prodotti il tempo è di 48 o 72 ore, come indicato nella loro pagina. Li sostituiremo o ti rimborseremo.',
        },
        {
          mn: 'Бусад барааг ашиглаагүй, анхны савлагаатай нь 14 хоногийн дотор буцааж болно. Мөнгийг хэтэвчинд тань шууд, эсвэл төлсөн аргаар нь буцаана.',
          en: 'Other products can be returned unused, in their original packaging, within 14 days. The money goes to your wallet at once, or back the way you paid.',
          ru: 'Другие товары можно вернуть неиспользованными, в оригинальной упаковке, в течение 14 дней. Деньги сразу поступят в ваш кошелёк или вернутся тем же способом, которым вы платили.',
          cn: '其他商品在未使用且保持原包装的情况下，可在14天内退货。退款会立即退回您的钱包，或按原付款方式退回。',
          it: 'Gli altri prodotti si possono restituire inutilizzati, nella confezione originale, entro 14 giorni. Il denaro torna subito nel tuo portafoglio o con il metodo con cui hai pagato.',
        },
      ],
    },
    {
      slug: 'stores',
      title: {
        mn: 'Салбарууд',
        en: 'Our stores',
        ru: 'Наши магазины',
        cn: '门店',
        it: 'I nostri negozi',
      },
      summary: {
        mn: 'Манай салбарууд, ажлын цаг.',
        en: 'Our stores and their opening hours.',
        ru: 'Наши магазины и часы работы.',
        cn: '我们的门店及营业时间。',
        it: 'I nostri negozi e i loro orari.',
      },
      body: [
        {
          mn: 'Онлайн захиалгаа доорх салбаруудаас үнэгүй очиж авах боломжтой. Захиалга бэлэн болмогц бид мессежээр мэдэгдэнэ.',
          en: 'Pick up your online order for free at any of the stores below. We send a message as soon as it is ready.',
          ru: 'Онлайн-заказ можно бесплатно забрать в любом из магазинов ниже. Мы отправим сообщение, как только он будет готов.',
          cn: '线上订单可在以下任一门店免费自取。订单备好后我们会发消息通知您。',
          it: 'Ritira gratis il tuo ordine online in uno dei negozi qui sotto. Ti mandiamo un messaggio appena è pronto.',
        },
      ],
    },
    {
      slug: 'contact',
      title: {
        mn: 'Холбоо барих',
        en: 'Contact',
        ru: 'Контакты',
        cn: '联系我们',
        it: 'Contatti',
      },
      summary: {
        mn: 'Бидэнтэй холбогдох арга.',
        en: 'How to reach us.',
        ru: 'Как с нами связаться.',
        cn: '联系我们的方式。',
        it: 'Come raggiungerci.',
      },
      body: [
        {
          mn: 'Захиалга, хүргэлт, бэлгийн талаар асуух зүйл байвал утсаар залгах, и-мэйл бичих эсвэл холбоо барих маягтаар илгээгээрэй. Бид ажлын цагаар нэг цагийн дотор хариулахыг хичээдэг.',
          en: 'For questions about orders, delivery or gifts, call us, send an e-mail or use the contact form. We try to answer within an hour during working hours.',
          ru: 'По вопросам заказов, доставки или подарков звоните, пишите на e-mail или воспользуйтесь формой обратной связи. В рабочее время мы стараемся ответить в течение часа.',
          cn: '如对订单、配送或礼品有疑问，请致电、发送电子邮件或使用联系表单。工作时间内我们会尽量在一小时内回复。',
          it: 'Per domande su ordini, consegne o regali chiamaci, scrivici un’e-mail o usa il modulo di contatto. In orario di lavoro cerchiamo di rispondere entro un’ora.',
        },
      ],
    },
  ];
