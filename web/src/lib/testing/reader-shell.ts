// The shell the reader's server bundle fills, for unit tests (the build compiles the real one,
// reader.html after Vite, in its place: web/build/reader-server.ts).
export default `<!doctype html>
<html lang="pt-BR">
  <head>
    <!--pauta:head-->
    <script type="module" src="/assets/reader.js"></script>
    <link rel="modulepreload" href="/assets/chunk.js">
    <link rel="stylesheet" href="/assets/reader.css">
  </head>
  <body>
    <div id="root"><!--pauta:root--></div>
    <!--pauta:state-->
    <script id="beacon-loader">load()</script>
  </body>
</html>`;
