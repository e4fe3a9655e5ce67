// Recorded changes, the history and the bin (README.md, "History and the bin").
export { historyId, revOf } from './history-id';
export { changeRecorded, isRecorded, recorded, undoChange, type Recorded } from './record-change';
export { currentEditor, writeRecorded, type RecordedChange } from './write-recorded';
export {
  BIN_PAGE_SIZE,
  entryFromData,
  getBin,
  getBinPage,
  getCurrentVersion,
  getItemHistory,
  type BinPage,
} from './read-history';
export { restoreVersion, versionOf, type RestoreSideEffect } from './restore';
export { diffVersions, type FieldChange } from './diff';
export * from './types';
export { changedAt, KIND_TEXT } from './describe';
export { picturesOf } from './pictures';
export {
  recordedCollection,
  type RecordedCollectionSpec,
  type Uploaded,
} from './recorded-collection';
