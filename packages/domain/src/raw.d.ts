/** Vite's `?raw` import: the file's text (also inlined by the tsup build, see tsup.config.ts). */
declare module '*?raw' {
  const text: string;
  export default text;
}
