import type { Executor } from '../../db/connection';

export const listStages = (db: Executor) =>
  db.selectFrom('competition_stages').selectAll().orderBy('season_label', 'desc').orderBy('sort_order').orderBy('date_start').execute();
