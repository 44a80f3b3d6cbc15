// The timestamp class of the SDK that reads the documents: firebase/firestore on the web,
// firebase-admin in the functions. Each runtime binds it once, in one module, with
//   declare module '@pauta/model' { interface TimestampBinding { timestamp: Timestamp } }
// and the document types of this package then carry it by default. With no binding (the model
// on its own, the seed) a stored timestamp is `unknown`.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TimestampBinding {}

export type StoredTimestamp = TimestampBinding extends { timestamp: infer T } ? T : unknown;
