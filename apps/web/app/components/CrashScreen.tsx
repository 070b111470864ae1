import type { Locale } from '@shop/i18n';

// The crash screen cannot rely on loaded texts (loading may be what failed), so it carries its own.
// The button says "restart" in Mongolian in every locale (spec §2); other locales add their word.
const RESTART_MN = 'Дахин эхлүүлэх';
interface Texts {
  title: string;
  note: string;
  restart: string;
  refused: string;
  home: string;
}

const TEXTS: Record<Locale, Texts> = {
  mn: {
    title: 'Уучлаарай, алдаа гарлаа',
    note: 'Сайт шинэчлэгдсэн байна. Дахин эхлүүлээд үргэлжлүүлнэ үү.',
    restart: 'Дахин эхлүүлэх',
    refused: 'Энэ хүсэлтийг биелүүлэх боломжгүй байна.',
    home: 'Нүүр хуудас руу буцах',
  },
  en: {
    title: 'Sorry, something went wrong',
    note: 'The site has been updated. Please restart to continue.',
    restart: 'Restart',
    refused: 'This request cannot be carried out.',
    home: 'Back to the home page',
  },
  ru: {
    title: 'Извините, произошла ошибка',
    note: 'Сайт был обновлён. Перезапустите, чтобы продолжить.',
    restart: 'Перезапустить',
    refused: 'Этот запрос невозможно выполнить.',
    home: 'Вернуться на главную',
  },
  cn: {
    title: '抱歉，出现了问题',
    note: '网站已更新，请重新启动以继续。',
    restart: '重新启动',
    refused: '无法处理此请求。',
    home: '返回首页',
  },
  it: {
    title: 'Spiacenti, si è verificato un errore',
    note: 'Il sito è stato aggiornato. Riavvia per continuare.',
    restart: 'Riavvia',
    refused: 'Questa richiesta non può essere eseguita.',
    home: 'Torna alla home page',
  },
};

/**
 * Clears every cache the browser keeps for the shop (Cache Storage, service workers, session
 * storage), then loads the page afresh. The shopper's own saved state (cart token, wish list,
 * compare list in local storage) is theirs, not a cache, and stays.
 */
async function restart() {
  try {
    if ('caches' in window) {
      for (const key of await caches.keys()) await caches.delete(key);
    }
    if ('serviceWorker' in navigator) {
      for (const registration of await navigator.serviceWorker.getRegistrations()) {
        await registration.unregister();
      }
    }
    window.sessionStorage.clear();
  } finally {
    window.location.reload();
  }
}

/**
 * A full page for when the shop's frame cannot be drawn: a crash (with the restart button), or
 * a request refused before any data loaded (a form posted where none is expected).
 */
export function CrashScreen({ locale, status }: { locale: Locale; status: number }) {
  const text = TEXTS[locale];
  if (status < 500) {
    return (
      <main className="crash" data-status={status}>
        <title>{text.refused}</title>
        <img src="/media/logo-mark.svg" alt="" width={72} height={72} />
        <h1>{text.refused}</h1>
        <a className="button button-primary" href={locale === 'mn' ? '/' : `/${locale}`}>
          {text.home}
        </a>
      </main>
    );
  }
  return (
    <main className="crash" data-status={status}>
      <title>{text.title}</title>
      <img src="/media/logo-mark.svg" alt="" width={72} height={72} />
      <h1>{text.title}</h1>
      <p>{text.note}</p>
      <button type="button" className="button button-primary" onClick={() => void restart()}>
        {RESTART_MN}
        {locale !== 'mn' && <span className="crash-translation"> · {text.restart}</span>}
      </button>
    </main>
  );
}
