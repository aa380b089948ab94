// Set by a server render: the lazy modules it rendered (pages and message catalogues), by their source file: the
// page's preload links, and what the browser loads before hydrating (main.tsx).
import { createContext } from 'react';

export const RenderedPagesContext = createContext<Set<string> | null>(null);
