/**
 * The largest value a PostgreSQL `integer` column holds (2^31 − 1). Input that lands in one is
 * refused above it with a sentence naming the field, before the database would refuse it.
 */
export const INTEGER_MAX = 2_147_483_647;

/** INTEGER_MAX as a person reads it: "2,147,483,647". */
export const INTEGER_MAX_TEXT = INTEGER_MAX.toLocaleString("en-GB");
