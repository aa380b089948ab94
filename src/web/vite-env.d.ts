/// <reference types="vite/client" />

/** The client build's manifest, put into the server render's bundle by vite.config.ts (clientManifest). */
declare module 'virtual:client-manifest' {
  const manifest: Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;
  export default manifest;
}
