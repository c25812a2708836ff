/**
 * The kit's departures from stock Express, drizzle and kafkajs, each made for speed. A bench turns
 * some off (`MAWADDA_STOCK=express-server,prepared-statements,kafka-commits`) to measure what each
 * buys against the stock variant in the same run; the tests pin each to the stock answers.
 */
export const DEPARTURES = ['express-server', 'prepared-statements', 'kafka-commits'] as const;
export type Departure = (typeof DEPARTURES)[number];

const turnedOff = new Set(
  (process.env.MAWADDA_STOCK ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
for (const name of turnedOff)
  if (!(DEPARTURES as readonly string[]).includes(name))
    throw new Error(`MAWADDA_STOCK names ${name}; known: ${DEPARTURES.join(', ')}`);

/** True when this process runs the stock framework's own code instead of `departure`. */
export const stock = (departure: Departure): boolean => turnedOff.has(departure);
