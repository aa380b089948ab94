// A post's or an event's description (decision 196) as React elements: the same component renders it on the server
// and in the browser, so both give the same markup. Only the nodes of a sanitised RichDoc exist, so nothing here
// is HTML from a browser; every text is a React text node (escaped).
import { Fragment, type ReactNode } from 'react';
import type { RichBlock, RichDoc, RichInline } from '../../../shared/rich-text/types';
import styles from './rich-text.module.css';

function inline(node: RichInline, key: number): ReactNode {
  if (node.type === 'hardBreak') return <br key={key} />;
  let out: ReactNode = node.text;
  const marks = new Set(node.marks?.map((m) => m.type));
  if (marks.has('bold')) out = <strong>{out}</strong>;
  if (marks.has('italic')) out = <em>{out}</em>;
  const link = node.marks?.find((m) => m.type === 'link');
  if (link?.type === 'link') out = <a href={link.attrs.href}>{out}</a>;
  return <Fragment key={key}>{out}</Fragment>;
}

const inlines = (content: RichInline[] | undefined): ReactNode => content?.map(inline);

function block(node: RichBlock, key: number, shift: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return node.content ? <p key={key}>{inlines(node.content)}</p> : null;
    case 'heading':
      return <Heading key={key} level={node.attrs.level + shift}>{inlines(node.content)}</Heading>;
    case 'bulletList':
      return <ul key={key}>{node.content.map((item, i) => <li key={i}>{blocks(item.content, shift)}</li>)}</ul>;
    case 'orderedList':
      return (
        <ol key={key} start={node.attrs?.start}>
          {node.content.map((item, i) => (
            <li key={i}>{blocks(item.content, shift)}</li>
          ))}
        </ol>
      );
    case 'blockquote':
      return <blockquote key={key}>{blocks(node.content, shift)}</blockquote>;
    case 'image':
      return <img key={key} className={styles.image} src={node.attrs.src} alt={node.attrs.alt} loading="lazy" decoding="async" />;
  }
}

const blocks = (content: RichBlock[], shift: number): ReactNode => content.map((node, i) => block(node, i, shift));

function Heading({ level, children }: { level: number; children: ReactNode }) {
  const Tag = (['h2', 'h3', 'h4', 'h5', 'h6'] as const)[Math.min(Math.max(level, 2), 6) - 2]!;
  return <Tag>{children}</Tag>;
}

/** `topHeading`: the level the document's own level-2 headings take (one below a card's title). */
/** lang: the text's language where it is not the page's (Romanian content on an English page, decision 200). */
export function RichText({ doc, className, topHeading = 2, lang }: { doc: RichDoc; className?: string; topHeading?: number; lang?: string }) {
  return (
    <div className={[styles.rich, className].filter(Boolean).join(' ')} lang={lang}>
      {blocks(doc.content, topHeading - 2)}
    </div>
  );
}
