import { constants } from '../../../config/chapter';

/** When an event known only by its start ends: a column added in the points sheet, a demo event. */
export const endWhenUnknown = (startsAt: Date) =>
  new Date(startsAt.getTime() + constants.eventHoursWhenUnknown * 60 * 60 * 1000);
