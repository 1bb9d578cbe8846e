export { Session, ApiError, VersionConflict } from "./session.js";
export type { StreamUpdate, TableView, EventRecord, Action, Hint, SessionOptions } from "./session.js";
export type { paths, components } from "./schema.js";
