// The editor's toolbar: labelled buttons (the pressed state of a format is announced), one tab stop, arrow keys
// move between the buttons (WAI-ARIA toolbar pattern). A button never takes the text's selection away.
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

// Line icons on a 24px grid like the site's icon set; drawn here so the public set does not grow.
const ICONS = {
  bullets: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  numbers: 'M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M4 9h3M4 14.5a1.5 1.5 0 0 1 3 .5L4 19.5h3',
  quote: 'M5 11h4v6H5zM5 11c0-3 1-5 4-6M14 11h4v6h-4zM14 11c0-3 1-5 4-6',
  link: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01',
  undo: 'M9 7L4 12l5 5M4 12h11a5 5 0 0 1 0 10h-3',
  redo: 'M15 7l5 5-5 5M20 12H9a5 5 0 0 0 0 10h3',
} as const;

const icon = (name: keyof typeof ICONS) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
    <path d={ICONS[name]} />
  </svg>
);

interface Tool {
  label: string;
  icon: ReactNode;
  run: () => void;
  active?: boolean;
  disabled?: boolean;
}

interface ToolbarProps {
  editor: Editor;
  onLink: () => void;
  /** Absent while no image source is given (the seam for a media library). */
  onImage?: () => void;
  disabled: boolean;
}

export function RichTextToolbar({ editor, onLink, onImage, disabled }: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    { label: 'Bold', icon: <b>B</b>, run: () => chain().toggleBold().run(), active: state.bold },
    { label: 'Italic', icon: <i>I</i>, run: () => chain().toggleItalic().run(), active: state.italic },
    { label: 'Heading', icon: 'H2', run: () => chain().toggleHeading({ level: 2 }).run(), active: state.h2 },
    { label: 'Subheading', icon: 'H3', run: () => chain().toggleHeading({ level: 3 }).run(), active: state.h3 },
    { label: 'Bulleted list', icon: icon('bullets'), run: () => chain().toggleBulletList().run(), active: state.bullet },
    { label: 'Numbered list', icon: icon('numbers'), run: () => chain().toggleOrderedList().run(), active: state.ordered },
    { label: 'Quote', icon: icon('quote'), run: () => chain().toggleBlockquote().run(), active: state.quote },
    { label: 'Link', icon: icon('link'), run: onLink, active: state.link },
    ...(onImage ? [{ label: 'Add image', icon: icon('image'), run: onImage }] : []),
    { label: 'Undo', icon: icon('undo'), run: () => chain().undo().run(), disabled: !state.undo },
    { label: 'Redo', icon: icon('redo'), run: () => chain().redo().run(), disabled: !state.redo },
  ];

  const [current, setCurrent] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent) => {
    const last = tools.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tools.length) % tools.length;
    setCurrent(index);
    buttons.current[index]?.focus();
  };

  return (
    <div className="rte-toolbar" role="toolbar" aria-label="Formatting" onKeyDown={move}>
      {tools.map((tool, i) => (
        <button
          key={tool.label}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          className="rte-toolbar__button"
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.active === undefined ? undefined : tool.active}
          tabIndex={i === current ? 0 : -1}
          disabled={disabled}
          aria-disabled={tool.disabled || undefined}
          // Keep the text's selection: the click acts on it.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(i)}
          onClick={tool.disabled ? undefined : tool.run}
        >
          <span aria-hidden="true">{tool.icon}</span>
        </button>
      ))}
    </div>
  );
}
