// Writes the home page's illustrations below the fold as SVG files (src/web/features/public/home/art/home-art-files.tsx
// says which and why). Run after changing a drawing, and commit the files: npm run art:home
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOME_ART_FILES, svgFileText } from '../src/web/features/public/home/art/home-art-files';

const dir = path.resolve('src/web/features/public/home/art/svg');
for (const [name, art] of HOME_ART_FILES) {
  const text = svgFileText(art);
  writeFileSync(path.join(dir, name), text);
  console.log(`${name.padEnd(24)} ${(text.length / 1024).toFixed(1).padStart(6)} KB`);
}
