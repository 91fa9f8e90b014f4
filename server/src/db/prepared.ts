import type { Db } from './client';

/**
 * A query prepared once per database (or transaction) however many repositories are created on
 * it: routes build repositories per request, so a statement kept in one would be prepared again
 * on every request.
 *
 * @example const settingsRow = preparedOnce((db) => db.select()…prepare('firm_settings_row'));
 *          await settingsRow(db).execute({ firmId });
 */
export const preparedOnce = <S>(prepare: (db: Db) => S) => {
  const statements = new WeakMap<Db, S>();
  return (db: Db): S => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
};
