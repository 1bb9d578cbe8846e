export {
  Session,
  ApiError,
  InvalidRequest,
  InputError,
  Unauthorized,
  NotSeated,
  NotFound,
  Conflict,
  VersionConflict,
  Unavailable,
  isSeated,
  mySeat,
  myTurn,
} from "./session.js";
export type {
  StreamUpdate,
  TableView,
  SeatedView,
  EventRecord,
  Action,
  Hint,
  CreateTable,
  BotLevel,
  Problem,
  SessionOptions,
  FollowOptions,
} from "./session.js";
export type { paths, components, operations } from "./schema.js";
