// Review transitions as the editor commits them: the article's next version with its review
// (docs/data-model.md, "Review") and, in the same batch, the revision that records the transition.
import { serverTimestamp } from 'firebase/firestore/lite';
import { PEOPLE, type PersonaKey } from './personas';
import { set, update, type Write } from './writes';

/** The editor form a revision carries (sized like an article). */
export function revisionForm(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Texto em revisão',
    excerpt: '',
    content: '<p>Texto</p>',
    imageUrl: '',
    category: 'economia',
    tags: ['Economia'],
    featured: false,
    status: 'draft',
    slug: 'texto-em-revisao',
    metaTitle: '',
    metaDescription: '',
    ...overrides,
  };
}

export interface Transition {
  who: PersonaKey;
  articleId: string;
  /** The version the batch writes (stored + 1). */
  version: number;
  state: 'requested' | 'approved' | 'changes';
  /** Who asked for the review under way (the requester themselves for a request). */
  requestedBy: PersonaKey;
  note?: string;
  revisionId?: string;
  /** Breaks the stored review (a test's wrong value). */
  review?: Record<string, unknown>;
  /** Breaks the revision (a test's wrong value); null leaves it out of the batch. */
  revision?: Record<string, unknown> | null;
  /** Extra fields of the article update (a save riding on the transition). */
  fields?: Record<string, unknown>;
}

/** The review map a transition stores on the article. */
export function reviewMap(t: Transition): Record<string, unknown> {
  const by = PEOPLE[t.who];
  const requester = PEOPLE[t.requestedBy];
  return {
    state: t.state,
    requestedBy: requester.uid,
    requestedByName: requester.name,
    by: by.uid,
    byName: by.name,
    at: serverTimestamp(),
    note: t.note ?? '',
    version: t.version,
    revisionId: revisionIdOf(t),
    ...t.review,
  };
}

const revisionIdOf = (t: Transition) => t.revisionId ?? `rev${t.state}${t.version}`;

/** The revision recording a transition, in the same batch. */
export function reviewRevision(t: Transition): Write {
  const by = PEOPLE[t.who];
  return set(`articles/${t.articleId}/revisions/${revisionIdOf(t)}`, {
    form: revisionForm(),
    savedBy: by.uid,
    savedByName: by.name,
    savedAt: serverTimestamp(),
    version: t.version,
    kind: `review-${t.state}`,
    note: t.note ?? '',
    ...t.revision,
  });
}

/** A transition on a stored article: its next version with the review, and the revision. */
export function transitionWrites(t: Transition): Write[] {
  const writes: Write[] = [
    update(`articles/${t.articleId}`, {
      ...t.fields,
      review: reviewMap(t),
      version: t.version,
      updatedAt: serverTimestamp(),
    }),
  ];
  if (t.revision !== null) writes.push(reviewRevision(t));
  return writes;
}
