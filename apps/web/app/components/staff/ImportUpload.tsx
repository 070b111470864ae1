import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { CsrfField } from '../CsrfField.tsx';
import { FileInput } from '../FileInput.tsx';

type Phase =
  | { name: 'idle' }
  | { name: 'uploading'; share: number | null }
  | { name: 'working'; intent: 'check' | 'apply' };

/**
 * The catalogue import's file form. Without JavaScript it posts like any form and the page
 * shows the report. With it, the file goes up by XMLHttpRequest so a `<progress>` shows the
 * upload, then "checking" or "applying" until the server answers; the report (the page's
 * `#import-result`, rendered by the server) replaces the one shown. Its "apply" form re-sends
 * the file chosen for the check, so the admin need not choose it again.
 */
export function ImportUpload(props: { maxMb: number; maxRows: number; children: ReactNode }) {
  const { t } = useI18n();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [result, setResult] = useState<string | null>(null);
  const chosen = useRef<File | null>(null);

  function send(form: HTMLFormElement) {
    const data = new FormData(form);
    const given = data.get('file');
    if (given instanceof File && given.size > 0) chosen.current = given;
    else if (chosen.current) data.set('file', chosen.current);
    const intent = data.get('intent') === 'apply' ? 'apply' : 'check';
    const xhr = new XMLHttpRequest();
    xhr.open('POST', window.location.pathname + window.location.search);
    xhr.upload.onprogress = (e) =>
      setPhase({ name: 'uploading', share: e.lengthComputable ? e.loaded / e.total : null });
    xhr.upload.onload = () => setPhase({ name: 'working', intent });
    xhr.onload = () => {
      const page = new DOMParser().parseFromString(xhr.responseText, 'text/html');
      setResult(page.getElementById('import-result')?.innerHTML ?? '');
      setPhase({ name: 'idle' });
    };
    xhr.onerror = () => {
      setPhase({ name: 'idle' });
      form.submit();
    };
    setPhase({ name: 'uploading', share: 0 });
    xhr.send(data);
  }

  function onSubmit(event: FormEvent<HTMLElement>) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || phase.name !== 'idle') return;
    event.preventDefault();
    send(form);
  }

  const busy = phase.name !== 'idle';
  return (
    <div className="import-upload" onSubmit={onSubmit}>
      <form method="post" encType="multipart/form-data" className="account-form import-form">
        <CsrfField />
        <input type="hidden" name="intent" value="check" />
        <div className="field">
          <label htmlFor="import-file">{t('staff.import.file')}</label>
          <FileInput
            id="import-file"
            name="file"
            accept=".csv,text/csv"
            required
            aria-describedby="import-file-hint"
          />
          <p className="field-hint" id="import-file-hint">
            {t('staff.import.file_hint', { mb: props.maxMb, rows: props.maxRows })}
          </p>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('staff.import.check')}
        </button>
      </form>
      <div className="import-progress" role="status">
        {phase.name === 'uploading' && (
          <>
            <label htmlFor="import-progress">{t('staff.import.uploading')}</label>
            <progress id="import-progress" max={1} value={phase.share ?? undefined} />
          </>
        )}
        {phase.name === 'working' && (
          <>
            <label htmlFor="import-progress">
              {t(phase.intent === 'apply' ? 'staff.import.applying' : 'staff.import.checking')}
            </label>
            <progress id="import-progress" />
          </>
        )}
      </div>
      {result === null ? (
        <div id="import-result">{props.children}</div>
      ) : (
        // The server's own rendering of the report, from the answer to this upload.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our page's HTML, parsed by the browser
        <div id="import-result" dangerouslySetInnerHTML={{ __html: result }} />
      )}
    </div>
  );
}
