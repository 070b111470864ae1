import { type InputHTMLAttributes, useEffect, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n.tsx';

/**
 * A file input in the page's language. The browser draws its own button and "No file chosen" in
 * the browser's language, so a Mongolian page said "Choose File" in an English browser. Once the
 * page runs, the shop's button and the chosen files' names are drawn instead, with the browser's
 * input laid transparently over them: a tap still opens the picker, the label still names it, and
 * the form posts it as before. Without JavaScript the browser's own input shows, as it works.
 */
export function FileInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    setEnhanced(true);
    const form = input.current?.form;
    // A form emptied after sending (a review's pictures) empties the names too.
    const clear = () => setNames([]);
    form?.addEventListener('reset', clear);
    return () => form?.removeEventListener('reset', clear);
  }, []);
  return (
    <span className={`file-input${enhanced ? ' is-enhanced' : ''}`}>
      <input
        {...props}
        ref={input}
        type="file"
        onChange={(event) => {
          setNames([...(event.currentTarget.files ?? [])].map((file) => file.name));
          props.onChange?.(event);
        }}
      />
      {enhanced && (
        <>
          <span className="button file-input-button" aria-hidden="true">
            {t(props.multiple ? 'file.choose_many' : 'file.choose')}
          </span>
          <span className="file-input-names" aria-hidden="true">
            {names.length > 0 ? names.join(', ') : t('file.none')}
          </span>
        </>
      )}
    </span>
  );
}
