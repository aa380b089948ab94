// The description editor of posts and events (issue 25 point 1, decision 196), a lazy chunk of the dashboard only:
// Tiptap with the site's nodes (extensions.ts), a toolbar, a link form and an image picker (the media library's, decision 199). Its value is the editor's
// JSON document, or '' when empty (so "required" reads as for a text field); the server sanitises what it gets.
import { EditorContent, useEditor, type JSONContent } from '@tiptap/react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { RichTextInput } from '../../../../../shared/schemas/rich-text';
import { plainTextToDoc } from '../../../../../shared/rich-text/from-plain-text';
import { richTextExtensions } from './extensions';
import { LinkForm } from './link-form';
import { RichTextToolbar } from './rich-text-toolbar';
import { LibraryImagePicker, type ImagePickerProps } from './library-image-picker';
import './rich-text-editor.css';


export interface RichTextEditorProps {
  value: RichTextInput | null | undefined;
  onChange: (value: RichTextInput) => void;
  onBlur?: () => void;
  /** From Field: the editable area takes the field's id, and its label by `${id}-label`. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  disabled?: boolean;
  /** Where an image comes from (the seam for a media library): shown by the Add image button, it gives an uploaded file and its alt text. */
  ImagePicker?: ComponentType<ImagePickerProps>;
}

const asContent = (value: RichTextInput | null | undefined): JSONContent | string =>
  !value ? '' : typeof value === 'string' ? (plainTextToDoc(value) as JSONContent) : (value as JSONContent);

export default function RichTextEditor({ value, onChange, onBlur, id, disabled = false, ImagePicker = LibraryImagePicker, ...aria }: RichTextEditorProps) {
  // What this editor last reported: a different value comes from outside (a restored draft, a reset).
  const emitted = useRef<RichTextInput | null | undefined>(value);
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  // The editable area's attributes follow the field's state (its message appears and goes while typing). Read
  // through a ref by ProseMirror at each update: setting the editor's options instead re-reads the DOM mid-input.
  const invalid = Boolean(aria['aria-invalid']);
  const describedBy = aria['aria-describedby'];
  const current = {
    id: id ?? '',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': id ? `${id}-label` : '',
    'aria-invalid': String(invalid),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    class: 'rte-content',
  };
  const attributes = useRef<Record<string, string>>(current);
  const editor = useEditor({
    extensions: richTextExtensions,
    content: asContent(value),
    editable: !disabled,
    editorProps: { attributes: () => attributes.current },
    onUpdate: ({ editor: e }) => {
      const next = e.isEmpty ? '' : (e.getJSON() as RichTextInput);
      emitted.current = next;
      onChange(next);
    },
    onBlur: ({ event }) => {
      // Not when focus goes to the toolbar or the link form (touchOnBlur's rule: no message under the pointer).
      if (event.relatedTarget instanceof HTMLElement && event.relatedTarget.closest('.rte')) return;
      onBlur?.();
    },
  });

  useEffect(() => {
    attributes.current = current;
    // A transaction without steps: ProseMirror reads the attributes again, nothing changes in the text or history.
    editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` is made from these
  }, [editor, id, invalid, describedBy]);

  useEffect(() => {
    if (editor.isEditable === disabled) editor.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(asContent(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={`rte${invalid ? ' rte--invalid' : ''}`}>
      <RichTextToolbar editor={editor} disabled={disabled} onLink={() => setPanel('link')} onImage={() => setPanel('image')} />
      {panel === 'image' && (
        <ImagePicker
          onInsert={(image) => {
            editor.chain().focus().setImage(image).run();
            setPanel(null);
          }}
          onClose={() => {
            setPanel(null);
            editor.commands.focus();
          }}
        />
      )}
      {panel === 'link' && (
        <LinkForm
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            // With no text selected, the address itself becomes the link's text.
            if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            else chain.setLink({ href }).run();
            setPanel(null);
          }}
          onRemove={editor.isActive('link') ? () => (editor.chain().focus().extendMarkRange('link').unsetLink().run(), setPanel(null)) : null}
          onClose={() => {
            setPanel(null);
            editor.commands.focus();
          }}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
