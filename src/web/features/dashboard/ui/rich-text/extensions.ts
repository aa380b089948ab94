// The editor's schema: exactly the nodes and marks the server keeps (src/shared/rich-text/types.ts), so what an
// editor makes or pastes is what the site shows. Pasted images from elsewhere are not taken (only uploaded files).
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { RICH_HEADING_LEVELS, RICH_LINK } from '../../../../../shared/rich-text/types';

const UploadedImage = Image.extend({
  parseHTML: () => [{ tag: 'img[src^="/api/files/public/"]' }],
  // The server keeps src and alt only.
  addAttributes: () => ({ src: { default: null }, alt: { default: '' } }),
});

export const richTextExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    heading: { levels: [...RICH_HEADING_LEVELS] },
    link: {
      openOnClick: false,
      // Off: with it Tiptap makes links inclusive, so text typed after a link would join it. Pasted addresses still link.
      autolink: false,
      defaultProtocol: 'https',
      isAllowedUri: (url) => RICH_LINK.test(url),
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  UploadedImage.configure({ inline: false, allowBase64: false }),
];
