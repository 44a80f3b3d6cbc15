// Tokenizer for rules files. Paths (`/a/{b}` after `match`, `/a/$(x)` in expressions) depend on
// context, so the parser reads them straight from the source through `readRaw*` helpers.

export type TokenKind = 'ident' | 'int' | 'float' | 'string' | 'bytes' | 'punct' | 'eof';

export interface Token {
  kind: TokenKind;
  /** ident name, punctuation text, or the decoded string value. */
  text: string;
  bytes?: Uint8Array;
  start: number;
  end: number;
  line: number;
  column: number;
}

export class RulesSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

const PUNCT2 = ['==', '!=', '<=', '>=', '&&', '||', '$('];
const PUNCT1 = '{}()[];:,.=<>!+-*/%?';

export class Lexer {
  private pos = 0;
  private lineStarts: number[] = [0];

  constructor(readonly src: string) {
    for (let i = 0; i < src.length; i++) if (src.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.lineStarts[lo] + 1 };
  }

  error(message: string, offset: number): never {
    const { line, column } = this.position(offset);
    throw new RulesSyntaxError(message, line, column);
  }

  get offset(): number {
    return this.pos;
  }

  set offset(p: number) {
    this.pos = p;
  }

  /** Skips whitespace and comments. */
  skipTrivia(): void {
    const s = this.src;
    for (;;) {
      const c = s[this.pos];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\ufeff') {
        this.pos++;
      } else if (c === '/' && s[this.pos + 1] === '/') {
        while (this.pos < s.length && s[this.pos] !== '\n') this.pos++;
      } else if (c === '/' && s[this.pos + 1] === '*') {
        const end = s.indexOf('*/', this.pos + 2);
        if (end < 0) this.error('Unterminated comment.', this.pos);
        this.pos = end + 2;
      } else {
        return;
      }
    }
  }

  private make(kind: TokenKind, text: string, start: number, bytes?: Uint8Array): Token {
    const { line, column } = this.position(start);
    return { kind, text, bytes, start, end: this.pos, line, column };
  }

  next(): Token {
    this.skipTrivia();
    const s = this.src;
    const start = this.pos;
    if (start >= s.length) return this.make('eof', '', start);
    const c = s[start];
    if (/[A-Za-z_]/.test(c)) {
      if ((c === 'b' || c === 'B' || c === 'r' || c === 'R') && (s[start + 1] === "'" || s[start + 1] === '"')) {
        this.pos++;
        const text = this.readQuoted(c === 'r' || c === 'R');
        if (c === 'b' || c === 'B') return this.make('bytes', text, start, latin1OrUtf8(text));
        return this.make('string', text, start);
      }
      let p = start + 1;
      while (p < s.length && /[A-Za-z0-9_]/.test(s[p])) p++;
      this.pos = p;
      return this.make('ident', s.slice(start, p), start);
    }
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(s[start + 1] ?? ''))) return this.readNumber(start);
    if (c === "'" || c === '"') {
      const text = this.readQuoted(false);
      return this.make('string', text, start);
    }
    for (const p of PUNCT2) if (s.startsWith(p, start)) return this.punct(p, start);
    if (PUNCT1.includes(c)) return this.punct(c, start);
    return this.error(`Unexpected character '${c}'.`, start);
  }

  private punct(p: string, start: number): Token {
    this.pos = start + p.length;
    return this.make('punct', p, start);
  }

  private readNumber(start: number): Token {
    const s = this.src;
    let p = start;
    if (s[p] === '0' && (s[p + 1] === 'x' || s[p + 1] === 'X')) {
      p += 2;
      while (/[0-9a-fA-F]/.test(s[p] ?? '')) p++;
      this.pos = p;
      return this.make('int', BigInt(s.slice(start, p)).toString(), start);
    }
    let isFloat = false;
    while (/[0-9]/.test(s[p] ?? '')) p++;
    if (s[p] === '.' && /[0-9]/.test(s[p + 1] ?? '')) {
      isFloat = true;
      p++;
      while (/[0-9]/.test(s[p] ?? '')) p++;
    }
    if (s[p] === 'e' || s[p] === 'E') {
      let q = p + 1;
      if (s[q] === '+' || s[q] === '-') q++;
      if (/[0-9]/.test(s[q] ?? '')) {
        isFloat = true;
        p = q;
        while (/[0-9]/.test(s[p] ?? '')) p++;
      }
    }
    this.pos = p;
    return this.make(isFloat ? 'float' : 'int', s.slice(start, p), start);
  }

  private readQuoted(raw: boolean): string {
    const s = this.src;
    const quote = s[this.pos];
    const start = this.pos;
    this.pos++;
    let out = '';
    for (;;) {
      if (this.pos >= s.length || s[this.pos] === '\n') this.error('Unterminated string literal.', start);
      const c = s[this.pos];
      if (c === quote) {
        this.pos++;
        return out;
      }
      if (c === '\\' && !raw) {
        const e = s[this.pos + 1];
        this.pos += 2;
        switch (e) {
          case 'n':
            out += '\n';
            break;
          case 't':
            out += '\t';
            break;
          case 'r':
            out += '\r';
            break;
          case 'b':
            out += '\b';
            break;
          case 'f':
            out += '\f';
            break;
          case 'v':
            out += '\v';
            break;
          case 'a':
            out += '\x07';
            break;
          case '0':
          case '1':
          case '2':
          case '3': {
            const oct = s.slice(this.pos - 1, this.pos + 2);
            if (!/^[0-7]{3}$/.test(oct)) this.error('Invalid octal escape.', this.pos - 2);
            out += String.fromCharCode(parseInt(oct, 8));
            this.pos += 2;
            break;
          }
          case 'x':
          case 'X': {
            const hex = s.slice(this.pos, this.pos + 2);
            if (!/^[0-9a-fA-F]{2}$/.test(hex)) this.error('Invalid hex escape.', this.pos - 2);
            out += String.fromCharCode(parseInt(hex, 16));
            this.pos += 2;
            break;
          }
          case 'u':
          case 'U': {
            const n = e === 'u' ? 4 : 8;
            const hex = s.slice(this.pos, this.pos + n);
            if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(hex)) this.error('Invalid unicode escape.', this.pos - 2);
            out += String.fromCodePoint(parseInt(hex, 16));
            this.pos += n;
            break;
          }
          case '\\':
          case "'":
          case '"':
          case '`':
          case '?':
            out += e;
            break;
          default:
            this.error(`Invalid escape sequence '\\${e ?? ''}'.`, this.pos - 2);
        }
        continue;
      }
      out += c;
      this.pos++;
    }
  }
}

/** Bytes literal: chars ≤ 0xFF (from \x escapes) are raw bytes, others UTF-8. */
function latin1OrUtf8(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x100) out.push(cp);
    else out.push(...Buffer.from(ch, 'utf8'));
  }
  return Uint8Array.from(out);
}
