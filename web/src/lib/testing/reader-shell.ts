// The shell the reader's server bundle fills, for unit tests (the build compiles the real one,
// reader.html after Vite, in its place: web/build/reader-server.ts), with the policy meta the
// build's content-security-policy plugin writes first in its head.
export default `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-c2hlbGw='; connect-src 'self' http://127.0.0.1:*">
    <!--pauta:head-->
    <script type="speculationrules">{"prefetch":[{"source":"document","eagerness":"moderate"}]}</script>
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
