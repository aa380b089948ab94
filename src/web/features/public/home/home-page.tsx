// The home page (spec 01 §2 "Home page"): banner, latest posts, statistics, carousel, team map and videos, the three
// visitor profiles and the get-started call to action.
import { HomeCarousel } from './home-carousel';
import { HomeCta } from './home-cta';
import { HomeHero } from './home-hero';
import { HomeMedia } from './home-media';
import { HomePosts } from './home-posts';
import { HomeProfiles } from './home-profiles';
import { HomeStats } from './home-stats';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomePosts />
      <HomeStats />
      <HomeCarousel />
      <HomeMedia />
      <HomeProfiles />
      <HomeCta />
    </>
  );
}
