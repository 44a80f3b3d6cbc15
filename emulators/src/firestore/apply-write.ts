// Applies one parsed write to a document state: preconditions, set/merge/mask, transforms, limits.
import type { StoredDocument, Timestamp, Value } from '../shared/value.js';
import { FirestoreError } from './errors.js';
import { cloneFields, deleteField, getField, setField, cloneValue } from './field-path.js';
import { checkDocumentLimits } from './limits.js';
import { applyTransforms } from './transforms.js';
import { compareTimestamps, fieldsIdentical } from './value-order.js';
import type { Precondition, Write } from './write-model.js';

export interface WriteOutcome {
  after: StoredDocument | null;
  /** Set for update writes. */
  updateTime?: Timestamp;
  transformResults?: Value[];
}

export function checkPrecondition(current: StoredDocument | null, p: Precondition | undefined, name: string): void {
  if (!p) return;
  if (p.exists === true && !current) throw new FirestoreError('NOT_FOUND', `No document to update: ${name}`);
  if (p.exists === false && current) throw new FirestoreError('ALREADY_EXISTS', `Document already exists: ${name}`);
  if (p.updateTime && (!current || compareTimestamps(current.updateTime, p.updateTime) !== 0)) {
    throw new FirestoreError(
      'FAILED_PRECONDITION',
      `The document ${name} was modified or deleted since the precondition update time.`,
    );
  }
}

export function applyWrite(current: StoredDocument | null, w: Write, time: Timestamp): WriteOutcome {
  checkPrecondition(current, w.precondition, w.name);
  if (w.kind === 'verify') return { after: current };
  if (w.kind === 'delete') return { after: null };

  let fields: Record<string, Value>;
  if (!w.mask) {
    fields = cloneFields(w.fields);
  } else {
    fields = current ? cloneFields(current.fields) : {};
    for (const path of w.mask) {
      const v = getField(w.fields, path);
      if (v === undefined) deleteField(fields, path);
      else setField(fields, path, cloneValue(v));
    }
  }
  const transformResults = w.transforms.length ? applyTransforms(fields, w.transforms, time) : undefined;
  checkDocumentLimits({ name: w.name, fields });
  if (current && fieldsIdentical(current.fields, fields)) {
    return { after: current, updateTime: current.updateTime, transformResults };
  }
  const after: StoredDocument = {
    name: w.name,
    fields,
    createTime: current ? current.createTime : time,
    updateTime: time,
  };
  return { after, updateTime: time, transformResults };
}
