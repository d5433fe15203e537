import { Type, type Static } from '@sinclair/typebox';
import { ACTION_LOG_FORMAT, ACTION_LOG_MAX_ACTIONS, ACTION_LOG_VERSION } from './actionLogFormat';

/**
 * Schemas of the action log file (see `actionLogFormat.ts`), for the server that validates an
 * attached log and for `npm run replay`. The file is checked in two steps: the outer object, then
 * `payload` parsed as JSON and checked as `LiftedLogSchema`.
 */

const ActionType = Type.String({ minLength: 1, maxLength: 200 });

export const LiftedActionSchema = Type.Object(
  {
    type: Type.Literal('PERFORM_ACTION'),
    action: Type.Object({ type: ActionType }, { additionalProperties: true }),
    timestamp: Type.Number({ minimum: 0 }),
  },
  { additionalProperties: true },
);

export const LiftedLogSchema = Type.Object(
  {
    actionsById: Type.Record(Type.String({ pattern: '^[0-9]{1,6}$' }), LiftedActionSchema),
    nextActionId: Type.Integer({ minimum: 1 }),
    stagedActionIds: Type.Array(Type.Integer({ minimum: 0 }), {
      minItems: 1,
      maxItems: ACTION_LOG_MAX_ACTIONS + 1,
    }),
    skippedActionIds: Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 0 }),
    currentStateIndex: Type.Integer({ minimum: 0 }),
    computedStates: Type.Array(Type.Unknown()),
    committedState: Type.Object({}, { additionalProperties: true }),
    isLocked: Type.Boolean(),
    isPaused: Type.Boolean(),
  },
  { additionalProperties: true },
);
export type LiftedLogSchema = Static<typeof LiftedLogSchema>;

const Instant = Type.String({ format: 'date-time' });

export const ActionLogMetaSchema = Type.Object(
  {
    format: Type.Literal(ACTION_LOG_FORMAT),
    version: Type.Literal(ACTION_LOG_VERSION),
    appVersion: Type.String({ maxLength: 100 }),
    recordedFrom: Instant,
    recordedTo: Instant,
    actions: Type.Integer({ minimum: 0, maximum: ACTION_LOG_MAX_ACTIONS }),
    dropped: Type.Integer({ minimum: 0 }),
    finalState: Type.Object({}, { additionalProperties: true }),
  },
  { additionalProperties: false },
);

export const ActionLogFileSchema = Type.Object(
  {
    payload: Type.String({ minLength: 2 }),
    /** Redux DevTools writes it for array payloads; TIMS's logs carry `committedState` instead. */
    preloadedState: Type.Optional(Type.String()),
    tims: ActionLogMetaSchema,
  },
  { additionalProperties: false },
);
export type ActionLogFileSchema = Static<typeof ActionLogFileSchema>;
