// The editor loads in its own chunk when a form shows it (ProseMirror is large): the rest of the dashboard, and
// every public page, never pays for it. Until then a box of the editor's size holds its place.
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

const Editor = lazy(() => import('./rich-text-editor'));

export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div className="dash-panel" style={{ minHeight: 210 }} aria-busy="true" />}>
      <Editor {...props} />
    </Suspense>
  );
}
