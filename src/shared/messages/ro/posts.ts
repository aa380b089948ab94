// The words of the post cards, their loading state and the slideshow (components/posts/), in Romanian: loaded by the
// pages that show posts (home, news), in their language (decision 200).
export const posts = {
  announcement: 'Anunț',
  loading: 'Se încarcă postările...',
  slideshow: {
    previous: 'Imaginea anterioară',
    next: 'Imaginea următoare',
    pause: 'Oprește derularea automată',
    play: 'Pornește derularea automată',
    /** A slide's name among the others: "2 din 7". */
    position: (n: number, count: number) => `${n} din ${count}`,
    show: (n: number, caption: string) => `Arată imaginea ${n}: ${caption}`,
  },
};

export type PostsMessages = typeof posts;
