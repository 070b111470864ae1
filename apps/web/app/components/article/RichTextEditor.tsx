import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * The article body's rich-text editor (Tiptap): loaded only on the editing page, in place of
 * the plain HTML box the page starts with. What it holds goes into the form as HTML in a hidden
 * field; the server cleans it with its allow-list whatever comes. Pictures are uploaded at once
 * (`uploadPicture`) and placed by their served address.
 */
export default function RichTextEditor(props: {
  name: string;
  initialHtml: string;
  labelId: string;
  uploadPicture: (file: File) => Promise<string>;
}) {
  const { t } = useI18n();
  const [html, setHtml] = useState(props.initialHtml);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, protocols: ['https', 'mailto', 'tel'] },
      }),
      Image,
    ],
    content: props.initialHtml,
    immediatelyRender: false,
    // The shop's CSP allows no inline style element; the few rules it would add are in account.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        class: 'rich-text article-body',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': props.labelId,
      },
    },
    onUpdate: ({ editor: changed }) => setHtml(changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const addLink = () => {
    if (!editor) return;
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('account.editor.link_prompt'), previous ?? 'https://');
    if (href === null) return;
    if (href === '') editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const addPicture = async (file: File | undefined) => {
    if (!editor || !file) return;
    setUploading(true);
    setProblem('');
    try {
      const src = await props.uploadPicture(file);
      editor.chain().focus().setImage({ src, alt: '' }).run();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('error.generic'));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const button = (
    label: string,
    pressed: boolean | undefined,
    run: () => void,
    text: ReactNode,
  ) => (
    <button
      type="button"
      className="editor-button"
      title={label}
      aria-pressed={pressed}
      onClick={run}
      disabled={!editor}
    >
      {/* The glyph is what the eye reads; the name is what a screen reader says. */}
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );

  return (
    <div className="rich-editor">
      <div className="editor-toolbar" role="toolbar" aria-label={t('account.editor.toolbar')}>
        {button(
          t('account.editor.bold'),
          active?.bold,
          () => editor?.chain().focus().toggleBold().run(),
          <b>B</b>,
        )}
        {button(
          t('account.editor.italic'),
          active?.italic,
          () => editor?.chain().focus().toggleItalic().run(),
          <i>I</i>,
        )}
        {button(
          t('account.editor.heading'),
          active?.h2,
          () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
          'H2',
        )}
        {button(
          t('account.editor.subheading'),
          active?.h3,
          () => editor?.chain().focus().toggleHeading({ level: 3 }).run(),
          'H3',
        )}
        {button(
          t('account.editor.bullets'),
          active?.bullets,
          () => editor?.chain().focus().toggleBulletList().run(),
          '•',
        )}
        {button(
          t('account.editor.numbers'),
          active?.numbers,
          () => editor?.chain().focus().toggleOrderedList().run(),
          '1.',
        )}
        {button(
          t('account.editor.quote'),
          active?.quote,
          () => editor?.chain().focus().toggleBlockquote().run(),
          '❝',
        )}
        {button(t('account.editor.link'), active?.link, addLink, '🔗')}
        <label className="editor-button editor-picture">
          <span>{uploading ? t('account.editor.uploading') : t('account.editor.picture')}</span>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="visually-hidden"
            disabled={!editor || uploading}
            onChange={(event) => addPicture(event.currentTarget.files?.[0])}
          />
        </label>
      </div>
      <EditorContent editor={editor} />
      <input type="hidden" name={props.name} value={html} />
      <p role="status" className="field-hint">
        {problem}
      </p>
    </div>
  );
}
