import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { warningFor } from './error-message.ts';
import { useI18n } from './i18n.tsx';

type ToastKind = 'warning' | 'success';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

interface Toaster {
  show(kind: ToastKind, text: string): void;
  /** The shared error handler: shows a failed response's message by the spec's rules. */
  showError(body: unknown): void;
}

const ToastContext = createContext<Toaster | null>(null);
const TOAST_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, kind, text }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const toaster = useMemo<Toaster>(
    () => ({
      show,
      showError: (body) =>
        show('warning', warningFor(body, t('error.shipping_unavailable'), t('error.generic'))),
    }),
    [show, t],
  );
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.kind}`}>
            <span>{toast.text}</span>
            <button type="button" aria-label={t('common.close')} onClick={() => dismiss(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast outside ToastProvider');
  return value;
}
