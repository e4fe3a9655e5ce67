import { collectionApi } from '../../../components/admin/collection-api';
import { seasonFromFields, type SeasonFields } from '../admin/match-day/season-form';
import type { Season } from '../match-day/types';
import { seasonsQuery } from './get-league';
import { deleteSeason, saveSeason, seasonRef } from './season-admin';

/** League Seasons: added (or replaced, by name) from the form's text, deleted with a question. */
export const seasonsCollection = collectionApi({
  list: seasonsQuery,
  noun: 'season',
  name: (season: Season) => season.name,
  create: saveSeason,
  remove: (season) => deleteSeason(season.id, season.name),
  // Recorded (issue 32): rows get History, a delete goes to Recently deleted.
  history: { area: 'manageMatches', path: (season) => seasonRef(season.id).path },
  // The typed fields as a season; what to fix is the failure's sentence and nothing is saved.
  fromForm: (fields: SeasonFields) => {
    const made = seasonFromFields(fields);
    if (!made.ok) throw new Error(made.message);
    return made.season;
  },
});
