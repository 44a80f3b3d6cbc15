declare module 'virtual:pauta-reader-shell' {
  /** reader.html as built (web/build/reader-server.ts). */
  const shell: string;
  export default shell;
}
