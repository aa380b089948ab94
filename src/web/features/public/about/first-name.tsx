// A paragraph of the about pages' copy with its emphasis: the catalogues write "*FIRST*" where the organisation's
// name is set in italics in running text (decision 200: the words as plain text, the markup the page's).
import { Fragment } from 'react';

export function Emphasised({ text }: { text: string }) {
  return text.split(/\*([^*]+)\*/).map((part, i) => <Fragment key={i}>{i % 2 === 1 ? <em>{part}</em> : part}</Fragment>);
}
