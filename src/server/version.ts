// Replaced at bundle time for the executable; in development it is read from package.json by the start script.
export const APP_VERSION: string = process.env.APP_VERSION ?? '0.1.0';
