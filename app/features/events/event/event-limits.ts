/** The limits of an event's fields, shared by the forms, the points sheet, the server and the messages. */

/** The longest event name, in characters: the points sheet's header wraps, but a name past this is a sentence. */
export const MAX_EVENT_NAME = 100;

/** The most points an event (or a points cell) gives; the database column is a 32-bit integer, and none is worth more. */
export const MAX_EVENT_POINTS = 1_000_000;

export const MAX_LOCATION = 200;

/** The longest excuse reason an officer types on the roster. */
export const MAX_REASON = 300;
