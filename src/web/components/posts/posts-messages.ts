// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../lib/i18n';

/** The post cards, their loading state and the slideshow (components/posts/: home, news). */
export const postsMessages = messageArea('posts', {
  ro: () => import('../../../shared/messages/ro/posts').then((m) => m.posts),
  en: () => import('../../../shared/messages/en/posts').then((m) => m.posts),
});
