// Rich text (decision 196): plain text read without change of meaning, documents sanitised, the visible text.
import { describe, expect, it } from 'vitest';
import { plainTextToDoc } from '../../src/shared/rich-text/from-plain-text';
import { richDocText } from '../../src/shared/rich-text/plain-text';
import { sanitiseRichDoc } from '../../src/shared/rich-text/sanitise';
import { RICH_MESSAGES } from '../../src/shared/rich-text/types';
import { createPostInput, POST_MESSAGES } from '../../src/shared/schemas/posts';
import { eventFields, EVENT_MESSAGES } from '../../src/shared/schemas/events';

const para = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (t: string, marks?: unknown[]) => (marks ? { type: 'text', text: t, marks } : { type: 'text', text: t });

describe('plain text to a document', () => {
  it('keeps paragraphs and line breaks, reads **bold** and bare addresses', () => {
    const doc = plainTextToDoc('Înscrieri pe **ftcromania.ro** până vineri.\nDetalii: https://ftcromania.ro/inscrieri.\n\n\nA doua parte');
    expect(doc).toEqual({
      type: 'doc',
      content: [
        para(
          text('Înscrieri pe '),
          text('ftcromania.ro', [{ type: 'bold' }]),
          text(' până vineri.'),
          { type: 'hardBreak' },
          text('Detalii: '),
          text('https://ftcromania.ro/inscrieri', [{ type: 'link', attrs: { href: 'https://ftcromania.ro/inscrieri' } }]),
          text('.'),
        ),
        para(text('A doua parte')),
      ],
    });
    expect(richDocText(doc)).toBe('Înscrieri pe ftcromania.ro până vineri.\nDetalii: https://ftcromania.ro/inscrieri.\n\nA doua parte');
  });

  it('leaves lone asterisks and text without markup as they are', () => {
    expect(richDocText(plainTextToDoc('2 * 3 = 6, ** nu e bold **'))).toBe('2 * 3 = 6, ** nu e bold **');
  });
});

describe('sanitising a document', () => {
  const doc = (...content: unknown[]) => ({ type: 'doc', content });

  it('keeps the allowed nodes and marks and drops unknown attributes', () => {
    const read = sanitiseRichDoc(
      doc(
        { type: 'heading', attrs: { level: 2, id: 'x' }, content: [text('Program')] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('Vineri', [{ type: 'italic' }, { type: 'bold' }]))] }] },
        { type: 'blockquote', content: [para(text('FIRST', [{ type: 'link', attrs: { href: 'mailto:info@ftcromania.ro', target: '_blank', rel: 'x' } }]))] },
        { type: 'image', attrs: { src: '/api/files/public/12', alt: 'Echipa', title: 'drop me' } },
      ),
    );
    expect(read).toEqual({
      ok: true,
      doc: doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('Program')] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('Vineri', [{ type: 'bold' }, { type: 'italic' }]))] }] },
        { type: 'blockquote', content: [para(text('FIRST', [{ type: 'link', attrs: { href: 'mailto:info@ftcromania.ro' } }]))] },
        { type: 'image', attrs: { src: '/api/files/public/12', alt: 'Echipa' } },
      ),
    });
    if (read.ok) expect(richDocText(read.doc)).toBe('Program\n\n- Vineri\n\nFIRST\n\nEchipa');
  });

  it.each([
    [para(text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])), RICH_MESSAGES.link],
    [para(text('x', [{ type: 'link', attrs: { href: '/relative' } }])), RICH_MESSAGES.link],
    [{ type: 'image', attrs: { src: 'https://evil.example/x.png', alt: 'x' } }, RICH_MESSAGES.image],
    [{ type: 'image', attrs: { src: '/api/files/public/3', alt: ' ' } }, RICH_MESSAGES.alt],
    [{ type: 'html', content: '<script>alert(1)</script>' }, RICH_MESSAGES.unsupported('html')],
    [para(text('x', [{ type: 'code' }])), RICH_MESSAGES.unsupported('code')],
  ])('refuses %j', (node, message) => {
    expect(sanitiseRichDoc(doc(node))).toEqual({ ok: false, message });
  });

  it('refuses documents nested too deeply', () => {
    let node: unknown = para(text('x'));
    for (let i = 0; i < 3; i++) node = { type: 'blockquote', content: [node] };
    expect(sanitiseRichDoc(doc(node)).ok).toBe(true);
    expect(sanitiseRichDoc(doc({ type: 'blockquote', content: [node] }))).toEqual({ ok: false, message: RICH_MESSAGES.tooDeep });
  });
});

describe('the description fields', () => {
  const post = { title: 'Kickoff 2026' };
  it('count the visible text of a document, with the spec messages', () => {
    const short = createPostInput.safeParse({ ...post, description: { type: 'doc', content: [para(text('**abc**', [{ type: 'bold' }]))] } });
    expect(short.success ? null : short.error.issues.map((i) => [i.path, i.message])).toEqual([[['description'], POST_MESSAGES.descriptionMin]]);
    const empty = createPostInput.safeParse({ ...post, description: { type: 'doc', content: [{ type: 'paragraph' }] } });
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe(POST_MESSAGES.descriptionRequired);
    const event = eventFields.shape.description.safeParse('Prea scurt');
    expect(event.success ? null : event.error.issues[0]?.message).toBe(EVENT_MESSAGES.description);
  });

  it('read plain text as the migration does', () => {
    const parsed = createPostInput.parse({ ...post, description: 'Vezi **ftcromania.ro** pentru detalii.' });
    expect(parsed.description.text).toBe('Vezi ftcromania.ro pentru detalii.');
    expect(parsed.description.doc).toEqual(plainTextToDoc('Vezi **ftcromania.ro** pentru detalii.'));
  });
});
