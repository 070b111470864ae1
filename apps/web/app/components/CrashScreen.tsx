import type { Locale } from '@shop/i18n';

// The crash screen cannot rely on loaded texts (loading may be what failed), so it carries its own.
const TEXTS: Record<Locale, { title: string; note: string; restart: string }> = {
  mn: {
    title: 'Уучлаарай, алдаа гарлаа',
    note: 'Сайт шинэчлэгдсэн байна. Дахин эхлүүлээд үргэлжлүүлнэ үү.',
    restart: 'Дахин эхлүүлэх',
  },
  en: {
    title: 'Sorry, something went wrong',
    note: 'The site has been updated. Please restart to continue.',
    restart: 'Restart',
  },
  ru: {
    title: 'Извините, произошла ошибка',
    note: 'Сайт был обновлён. Перезапустите, чтобы продолжить.',
    restart: 'Перезапустить',
  },
  cn: {
    title: '抱歉，出现了问题',
    note: '网站已更新，请重新启动以继续。',
    restart: '重新启动',
  },
  it: {
    title: 'Spiacenti, si è verificato un errore',
    note: 'Il sito è stato aggiornato. Riavvia per continuare.',
    restart: 'Riavvia',
  },
};

/** Clears every cache the browser keeps for the shop, then loads the page afresh. */
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
    window.localStorage.clear();
    window.sessionStorage.clear();
  } finally {
    window.location.reload();
  }
}

export function CrashScreen({ locale, status }: { locale: Locale; status: number }) {
  const text = TEXTS[locale];
  return (
    <main className="crash" data-status={status}>
      <img src="/media/logo-mark.svg" alt="" width={72} height={72} />
      <h1>{text.title}</h1>
      <p>{text.note}</p>
      <button type="button" className="button button-primary" onClick={() => void restart()}>
        {text.restart}
      </button>
    </main>
  );
}
