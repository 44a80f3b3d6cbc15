// firestore.rules and storage.rules repeat the data contract as literals (rules cannot import). This
// parses both with our own rules parser and checks every literal list and limit against @pauta/model.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORY_SLUGS,
  ARTICLE_CONTENT_FIELDS,
  ARTICLE_FIELDS,
  ARTICLE_STATUSES,
  CATEGORY_PATH_PREFIX,
  COLLECTIONS,
  COVERS_ROOT,
  IMAGE_PROCESSING_STATUSES,
  COVER_METADATA_FIELDS,
  IMAGE_METADATA_FIELDS,
  IMAGE_RECORD_EDITABLE_FIELDS,
  IMAGE_RECORD_FIELDS,
  IMAGE_RECORD_REQUIRED_FIELDS,
  IMAGE_RECORD_UPLOAD_FIELDS,
  IMAGE_TYPES,
  IMAGE_VARIANT_FOLDERS,
  IMAGE_VARIANT_SPECS,
  EXTERNAL_FOLDER,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGES_ROOT,
  LIMITS,
  NEWSROOM_ROLES,
  LIVE_SUMMARY_COLLECTION,
  PREVIEW_COLLECTIONS,
  PROFILE_FIELDS,
  PROFILE_ROLE_FIELDS,
  PROFILE_SELF_EDITABLE_FIELDS,
  GENERATED_POST_FIELDS,
  GENERATED_POST_FIXED_FIELDS,
  GENERATED_POST_LIMITS,
  GENERATED_POST_STATUSES,
  REVIEW_FIELDS,
  REVIEW_NOTE_MAX,
  REVIEW_STATES,
  REVIEW_TRANSITIONS,
  ROLES,
  SITE_SETTINGS_FIELDS,
  SITE_SETTINGS_OPTIONAL_FIELDS,
  SIGNUP_ROLES,
  SLUG_FIELDS,
  SLUG_PATTERN,
  STAFF_ROLES,
  STATS_COLLECTIONS,
  CLIENT_REVISION_KINDS,
  EDITOR_COLLECTIONS,
  PUBLISH_AT_MAX_CHARS,
  TAG_ACCENT_FOLDS,
  ARTICLE_NOTE_FIELDS,
  NOTE_KINDS,
  NOTE_TEXT_MAX,
  LIVE_COVERAGE_FIELDS,
  LIVE_ENTRY_FIELDS,
  LIVE_ENTRY_TEXT_MAX,
  LIVE_ENTRIES_SUBCOLLECTION,
  LIVE_COVERAGE_COLLECTION,
  LIVE_EDIT_WINDOW_MINUTES,
  EMBED_ID_PATTERNS,
  EMBED_TEXT_MAX,
  EMBED_TITLE_MAX,
  NOTES_SUBCOLLECTION,
} from '@pauta/model';
import type { Expr, FunctionDecl, MatchBlock, RulesFile } from '../../emulators/src/rules/ast.js';
import { parseRules } from '../../emulators/src/rules/parser.js';

const ROOT = join(import.meta.dirname, '..', '..');
const firestore = parseRules(readFileSync(join(ROOT, 'firestore.rules'), 'utf8'));
const storage = parseRules(readFileSync(join(ROOT, 'storage.rules'), 'utf8'));

/** Every expression node below `expr`, itself included. */
function* nodes(expr: Expr | null | undefined): Generator<Expr> {
  if (!expr) return;
  yield expr;
  for (const value of Object.values(expr)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === 'object' && 'kind' in child && 'loc' in child) yield* nodes(child as Expr);
      else if (child && typeof child === 'object' && 'key' in child && 'value' in child) {
        yield* nodes((child as { key: Expr }).key);
        yield* nodes((child as { value: Expr }).value);
      } else if (child && typeof child === 'object' && 'expr' in child) yield* nodes((child as { expr: Expr }).expr);
    }
  }
}

function* blocks(file: RulesFile): Generator<MatchBlock> {
  const queue = [...file.matches];
  while (queue.length) {
    const block = queue.shift()!;
    yield block;
    queue.push(...block.matches);
  }
}

const functionsOf = (file: RulesFile): FunctionDecl[] => [
  ...file.functions,
  ...[...blocks(file)].flatMap((b) => b.functions),
];

function fn(file: RulesFile, name: string): FunctionDecl {
  const found = functionsOf(file).find((f) => f.name === name);
  if (!found) throw new Error(`function ${name}() not in the rules`);
  return found;
}

/** The value of a constant expression: strings, integers and their products/sums. */
function constant(expr: Expr): string | number | undefined {
  if (expr.kind === 'literal') {
    if (typeof expr.value === 'bigint') return Number(expr.value);
    if (typeof expr.value === 'string' || typeof expr.value === 'number') return expr.value;
    return undefined;
  }
  if (expr.kind === 'binary' && (expr.op === '*' || expr.op === '+')) {
    const [left, right] = [constant(expr.left), constant(expr.right)];
    if (typeof left === 'number' && typeof right === 'number') return expr.op === '*' ? left * right : left + right;
  }
  return undefined;
}

/** String lists written literally in these expressions, in order. */
function stringLists(...exprs: (Expr | null | undefined)[]): string[][] {
  const lists: string[][] = [];
  for (const expr of exprs)
    for (const node of nodes(expr)) {
      if (node.kind !== 'list') continue;
      const items = node.items.map(constant);
      if (items.length && items.every((i) => typeof i === 'string')) lists.push(items as string[]);
    }
  return lists;
}

const listsInFunction = (file: RulesFile, name: string) => {
  const decl = fn(file, name);
  return stringLists(decl.body, ...decl.lets.map((l) => l.expr));
};

/** Lists in the allow conditions of the match block whose path starts with `/{collection}/`. */
function listsInMatch(file: RulesFile, collection: string): string[][] {
  const block = [...blocks(file)].find((b) => b.path[0]?.kind === 'literal' && b.path[0].text === collection);
  if (!block) throw new Error(`match /${collection}/... not in the rules`);
  return stringLists(...block.allows.map((a) => a.condition));
}

/** The constant right-hand side of every `<call or member> <= constant` comparison in a function. */
function upperBounds(file: RulesFile, name: string): number[] {
  const decl = fn(file, name);
  return [...nodes(decl.body)]
    .filter((n): n is Extract<Expr, { kind: 'binary' }> => n.kind === 'binary' && n.op === '<=')
    .map((n) => constant(n.right))
    .filter((v): v is number => typeof v === 'number');
}

/** Arguments of every call to `callee` in a function: [fieldName, min, max] for stringSized(data.x, min, max). */
function sizedFields(file: RulesFile, name: string, callee: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const node of nodes(fn(file, name).body)) {
    if (node.kind !== 'call' || node.callee.kind !== 'ident' || node.callee.name !== callee) continue;
    const [field, , max] = node.args;
    if (field?.kind === 'member' && max) out[field.name] = constant(max) as number;
  }
  return out;
}

/** String literals passed to `.matches(...)` in a function. */
function patterns(file: RulesFile, name: string): string[] {
  return [...nodes(fn(file, name).body)]
    .filter((n) => n.kind === 'call' && n.callee.kind === 'member' && n.callee.name === 'matches')
    .map((n) => (n.kind === 'call' ? constant(n.args[0]) : undefined))
    .filter((v): v is string => typeof v === 'string');
}

const matchPaths = (file: RulesFile) =>
  [...blocks(file)].map((b) => b.path.map((s) => (s.kind === 'literal' ? s.text : `{${s.name}}`)).join('/'));

describe('firestore.rules agrees with @pauta/model', () => {
  it('roles', () => {
    expect(listsInFunction(firestore, 'isRole')).toEqual([[...ROLES]]);
    expect(new Set(listsInFunction(firestore, 'isStaff')[0])).toEqual(new Set(STAFF_ROLES));
    expect(new Set(listsInFunction(firestore, 'isNewsroom')[0])).toEqual(new Set(NEWSROOM_ROLES));
  });

  it('review', () => {
    const lists = listsInFunction(firestore, 'validReview');
    expect(lists).toContainEqual([...REVIEW_FIELDS]);
    expect(lists).toContainEqual(REVIEW_STATES.filter((s) => s !== 'none'));
    expect(sizedFields(firestore, 'validReview', 'stringSized')).toMatchObject({ note: REVIEW_NOTE_MAX });
    // Every review kind is one a client records (with the save that makes the transition).
    const reviewKinds = Object.values(REVIEW_TRANSITIONS).map((t) => t.kind);
    expect(CLIENT_REVISION_KINDS).toEqual(expect.arrayContaining(reviewKinds));
  });

  it('pautas', () => {
    expect(listsInFunction(firestore, 'generatedPostKeys')).toEqual([[...GENERATED_POST_FIELDS]]);
    expect(stringLists(fn(firestore, 'validGeneratedPost').body)).toContainEqual([...GENERATED_POST_STATUSES]);
    expect(stringLists(fn(firestore, 'validGeneratedPost').body)).toContainEqual([...STAFF_ROLES]);
    expect(sizedFields(firestore, 'validGeneratedPost', 'stringSized')).toMatchObject({
      headline: GENERATED_POST_LIMITS.headlineMax,
      publisher: GENERATED_POST_LIMITS.publisherMax,
      excerpt: LIMITS.excerptMax,
    });
    expect(upperBounds(firestore, 'validGeneratedPost')).toEqual([GENERATED_POST_LIMITS.stepsMax]);
    // What an update may change is everything but what the saver wrote.
    const changeable = listsInMatch(firestore, COLLECTIONS.generatedPosts).find((l) => l.includes('assigneeId'))!;
    expect(new Set([...changeable, ...GENERATED_POST_FIXED_FIELDS])).toEqual(new Set(GENERATED_POST_FIELDS));
  });

  it('categories and their path', () => {
    expect(listsInFunction(firestore, 'isCategory')).toEqual([[...ALL_CATEGORY_SLUGS]]);
    const prefixes = [...nodes(fn(firestore, 'validArticle').body)].map(constant).filter((v) => typeof v === 'string');
    expect(prefixes).toContain(CATEGORY_PATH_PREFIX);
  });

  it("revisions: the kinds a client may record, and the form's publishAt", () => {
    const revisions = [...blocks(firestore)].find((b) =>
      b.path.some((seg) => seg.kind === 'literal' && seg.text === EDITOR_COLLECTIONS.revisions),
    );
    expect(revisions).toBeDefined();
    expect(stringLists(...revisions!.allows.map((a) => a.condition))).toContainEqual([...CLIENT_REVISION_KINDS]);
    expect(
      [...nodes(fn(firestore, 'validForm').body)].some(
        (n) =>
          n.kind === 'call' &&
          n.callee.kind === 'ident' &&
          n.callee.name === 'stringSized' &&
          n.args[0]?.kind === 'call' &&
          constant(n.args[2]!) === PUBLISH_AT_MAX_CHARS,
      ),
    ).toBe(true);
  });

  it('notes: their keys, kinds and text limit', () => {
    const notes = [...blocks(firestore)].find((b) =>
      b.path.some((seg) => seg.kind === 'literal' && seg.text === NOTES_SUBCOLLECTION),
    );
    expect(notes).toBeDefined();
    const lists = stringLists(...notes!.allows.map((a) => a.condition));
    expect(lists).toContainEqual([...ARTICLE_NOTE_FIELDS]);
    expect(lists).toContainEqual([...NOTE_KINDS]);
    const bounds = notes!.allows
      .flatMap((a) => [...nodes(a.condition)])
      .filter((n) => n.kind === 'call' && n.callee.kind === 'ident' && n.callee.name === 'stringSized')
      .map((n) => (n.kind === 'call' && n.args[0]?.kind === 'member' ? [n.args[0].name, constant(n.args[2]!)] : []));
    expect(bounds).toContainEqual(['text', NOTE_TEXT_MAX]);
  });

  it('live coverage: its keys, entry keys, text limit and edit window', () => {
    const inBlock = (name: string) =>
      [...blocks(firestore)].find((b) => b.path.some((seg) => seg.kind === 'literal' && seg.text === name));
    const coverage = inBlock(LIVE_COVERAGE_COLLECTION);
    const entries = inBlock(LIVE_ENTRIES_SUBCOLLECTION);
    expect(coverage && entries).toBeDefined();
    expect(stringLists(...coverage!.allows.map((a) => a.condition))).toContainEqual([...LIVE_COVERAGE_FIELDS]);
    expect(stringLists(...entries!.allows.map((a) => a.condition))).toContainEqual([...LIVE_ENTRY_FIELDS]);
    expect(sizedFields(firestore, 'liveEntryContentOk', 'stringSized')).toMatchObject({ text: LIVE_ENTRY_TEXT_MAX });
    const durations = entries!.allows
      .flatMap((a) => [...nodes(a.condition)])
      .filter((n) => n.kind === 'call' && n.callee.kind === 'member' && n.callee.name === 'value')
      .map((n) => (n.kind === 'call' ? n.args.map(constant) : []));
    expect(durations).toContainEqual([LIVE_EDIT_WINDOW_MINUTES, 'm']);
  });

  it("a live entry's embed: the services' id patterns and the recorded texts' limits", () => {
    const ids = Object.values(EMBED_ID_PATTERNS).map((re) => re.source.replace(/^\^|\$$/g, ''));
    expect(patterns(firestore, 'embedIdOk')).toEqual(ids);
    expect(sizedFields(firestore, 'liveEmbedOk', 'stringSized')).toMatchObject({
      title: EMBED_TITLE_MAX,
      author: EMBED_TITLE_MAX,
      text: EMBED_TEXT_MAX,
    });
  });

  it('statuses', () => {
    expect(listsInFunction(firestore, 'isStatus')).toEqual([[...ARTICLE_STATUSES]]);
    expect(stringLists(fn(firestore, 'validImage').body)).toContainEqual([...IMAGE_PROCESSING_STATUSES]);
  });

  it('document keys', () => {
    expect(listsInFunction(firestore, 'articleKeys')).toEqual([[...ARTICLE_FIELDS]]);
    expect(listsInFunction(firestore, 'imageKeys')).toEqual([[...IMAGE_RECORD_FIELDS]]);
    expect(stringLists(fn(firestore, 'validImage').body)).toContainEqual([...IMAGE_RECORD_REQUIRED_FIELDS]);
    expect(listsInFunction(firestore, 'imageUploadKeys')).toEqual([[...IMAGE_RECORD_UPLOAD_FIELDS]]);
    // Image metadata: on records (and what an update may change), on articles and on stored forms.
    expect(stringLists(fn(firestore, 'validImage').body)).toContainEqual([...IMAGE_METADATA_FIELDS]);
    const imageUpdate = listsInMatch(firestore, COLLECTIONS.articleImages).find((l) => l.includes('filename'));
    expect(imageUpdate).toEqual([...IMAGE_RECORD_EDITABLE_FIELDS]);
    for (const name of ['validArticle', 'validForm']) {
      const lists = stringLists(fn(firestore, name).body);
      expect(lists, name).toContainEqual([...COVER_METADATA_FIELDS]);
      expect(
        // The allowed keys (validArticle adds the notes' keys after them) and imageMetaOk's list.
        lists.filter((l) => l.join().startsWith(COVER_METADATA_FIELDS.join())),
        name,
      ).toHaveLength(2);
    }
    const metaBounds = [...nodes(fn(firestore, 'imageMetaOk').body)]
      .filter((n) => n.kind === 'call' && n.callee.kind === 'ident' && n.callee.name === 'stringSized')
      .map((n) => (n.kind === 'call' ? constant(n.args[2]!) : undefined));
    expect(metaBounds).toEqual([LIMITS.imageAltMax, LIMITS.imageCaptionMax, LIMITS.imageCreditMax]);
    expect(listsInMatch(firestore, COLLECTIONS.profiles)).toEqual([
      [...PROFILE_FIELDS],
      [...PROFILE_FIELDS],
      [...PROFILE_SELF_EDITABLE_FIELDS],
      [...PROFILE_ROLE_FIELDS],
    ]);
    expect(listsInMatch(firestore, COLLECTIONS.articleContents)).toEqual([
      [...ARTICLE_CONTENT_FIELDS],
      [...ARTICLE_CONTENT_FIELDS],
    ]);
    expect(listsInMatch(firestore, COLLECTIONS.slugs)).toEqual([[...SLUG_FIELDS]]);
    expect(listsInMatch(firestore, COLLECTIONS.settings)).toEqual([
      [...SITE_SETTINGS_FIELDS, ...SITE_SETTINGS_OPTIONAL_FIELDS],
      [...SITE_SETTINGS_FIELDS],
      [...SIGNUP_ROLES],
    ]);
  });

  it('tag keys: tagKey() folds exactly the accents of TAG_ACCENT_FOLDS, after lower case', () => {
    const calls = [...nodes(fn(firestore, 'tagKey').body)].filter(
      (n): n is Extract<Expr, { kind: 'call' }> => n.kind === 'call' && n.callee.kind === 'member',
    );
    const folds = calls
      .filter((n) => n.callee.kind === 'member' && n.callee.name === 'replace')
      .map((n) => [constant(n.args[0]!), constant(n.args[1]!)])
      .reverse();
    const expected = TAG_ACCENT_FOLDS.map(([letters, base]) => [letters.length > 1 ? `[${letters}]` : letters, base]);
    expect(folds).toEqual(expected);
    expect(calls.some((n) => n.callee.kind === 'member' && n.callee.name === 'lower')).toBe(true);
  });

  it('limits', () => {
    expect(sizedFields(firestore, 'validArticle', 'stringSized')).toEqual({
      title: LIMITS.titleMax,
      excerpt: LIMITS.excerptMax,
      imageUrl: LIMITS.imageUrlMax,
      authorName: LIMITS.nameMax,
    });
    expect(sizedFields(firestore, 'validProfileName', 'stringSized')).toEqual({ name: LIMITS.nameMax });
    expect(upperBounds(firestore, 'tagsOk')).toContain(LIMITS.tagsMax);
    expect(patterns(firestore, 'tagsOk')[0]).toBe(`[^\n]{1,${LIMITS.tagMaxChars}}(\n[^\n]{1,${LIMITS.tagMaxChars}})*`);
    expect(upperBounds(firestore, 'isSlug')).toEqual([LIMITS.slugMax]);
    expect(patterns(firestore, 'isSlug')).toEqual([SLUG_PATTERN.source]);
    const contentBounds = [...blocks(firestore)]
      .filter((b) => b.path[0]?.kind === 'literal' && b.path[0].text === COLLECTIONS.articleContents)
      .flatMap((b) => b.allows.flatMap((a) => [...nodes(a.condition)]))
      .filter((n) => n.kind === 'binary' && n.op === '<=')
      .map((n) => (n.kind === 'binary' ? constant(n.right) : undefined));
    expect(contentBounds).toContain(LIMITS.contentMaxChars);
  });

  it('collections', () => {
    const top = firestore.matches
      .flatMap((m) => m.matches)
      .map((b) => (b.path[0]?.kind === 'literal' ? b.path[0].text : ''));
    // Reader statistics: the counters have rules (staff read); markers and salts have none (no client access).
    const statsWithRules = [STATS_COLLECTIONS.site, STATS_COLLECTIONS.articles, STATS_COLLECTIONS.live];
    expect(new Set(top)).toEqual(new Set([...Object.values(COLLECTIONS), ...statsWithRules]));
    expect(top).not.toContain(STATS_COLLECTIONS.visitors);
    expect(top).not.toContain(STATS_COLLECTIONS.salts);
    // Preview tokens' hashes and the callable's per-person limit: functions only.
    for (const name of Object.values(PREVIEW_COLLECTIONS)) expect(top).not.toContain(name);
    // A live coverage's readers' summary: functions only (readers poll it through the CDN).
    expect(top).not.toContain(LIVE_SUMMARY_COLLECTION);
  });
});

describe('storage.rules agrees with @pauta/model', () => {
  it('image types and size', () => {
    expect(patterns(storage, 'isImageUpload')).toEqual([`image/(${IMAGE_TYPES.join('|')})`]);
    expect(upperBounds(storage, 'isImageUpload')).toEqual([IMAGE_UPLOAD_MAX_BYTES]);
  });

  it('staff and newsroom roles', () => {
    expect(new Set(listsInFunction(storage, 'isStaff')[0])).toEqual(new Set(STAFF_ROLES));
    expect(new Set(listsInFunction(storage, 'isNewsroom')[0])).toEqual(new Set(NEWSROOM_ROLES));
  });

  it('image and cover paths', () => {
    expect(matchPaths(storage)).toEqual(
      expect.arrayContaining([
        `${IMAGES_ROOT}/{uid}/{file}`,
        `${IMAGES_ROOT}/{uid}/{folder}/{file}`,
        `${IMAGES_ROOT}/{uid}/${EXTERNAL_FOLDER}/{file}`,
        `${COVERS_ROOT}/{articleId}/{file}`,
        `${COVERS_ROOT}/{articleId}/{folder}/{file}`,
      ]),
    );
  });

  it('the public folders are the processed versions’ folders, and only those', () => {
    expect(new Set(Object.values(IMAGE_VARIANT_SPECS).map((s) => s.folder))).toEqual(new Set(IMAGE_VARIANT_FOLDERS));
    const folderLists = [...blocks(storage)]
      .filter((b) => b.path.some((s) => s.kind !== 'literal' && s.name === 'folder'))
      .flatMap((b) => stringLists(...b.allows.map((a) => a.condition)));
    expect(folderLists.length).toBeGreaterThan(0);
    for (const list of folderLists) expect(list).toEqual([...IMAGE_VARIANT_FOLDERS]);
  });

  it('no rule grants read or write as a whole where the public is concerned: get and list apart', () => {
    for (const block of blocks(storage))
      for (const allow of block.allows) expect(allow.methods, matchPaths(storage).join()).not.toContain('read');
  });
});
