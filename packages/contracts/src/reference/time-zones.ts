import { cities } from './cities.js';

/**
 * Each gazetteer country's time zone (IANA), for what happens "each morning in the member's own
 * time": a country the gazetteer spans across zones names its cities' zones below.
 */
// prettier-ignore
const COUNTRY_ZONES: Record<string, string> = {
  AE: 'Asia/Dubai', AF: 'Asia/Kabul', AL: 'Europe/Tirane', AT: 'Europe/Vienna', AZ: 'Asia/Baku',
  BA: 'Europe/Sarajevo', BD: 'Asia/Dhaka', BE: 'Europe/Brussels', BF: 'Africa/Ouagadougou',
  BH: 'Asia/Bahrain', BN: 'Asia/Brunei', CH: 'Europe/Zurich', DE: 'Europe/Berlin',
  DJ: 'Africa/Djibouti', DK: 'Europe/Copenhagen', DZ: 'Africa/Algiers', EG: 'Africa/Cairo',
  ES: 'Europe/Madrid', ET: 'Africa/Addis_Ababa', FR: 'Europe/Paris', GB: 'Europe/London',
  GM: 'Africa/Banjul', GN: 'Africa/Conakry', IN: 'Asia/Kolkata', IQ: 'Asia/Baghdad',
  IR: 'Asia/Tehran', IT: 'Europe/Rome', JO: 'Asia/Amman', KG: 'Asia/Bishkek', KM: 'Indian/Comoro',
  KW: 'Asia/Kuwait', LB: 'Asia/Beirut', LY: 'Africa/Tripoli', MA: 'Africa/Casablanca',
  ML: 'Africa/Bamako', MR: 'Africa/Nouakchott', MV: 'Indian/Maldives', MY: 'Asia/Kuala_Lumpur',
  NE: 'Africa/Niamey', NG: 'Africa/Lagos', NL: 'Europe/Amsterdam', NO: 'Europe/Oslo',
  OM: 'Asia/Muscat', PK: 'Asia/Karachi', PS: 'Asia/Hebron', QA: 'Asia/Qatar', RU: 'Europe/Moscow',
  SA: 'Asia/Riyadh', SD: 'Africa/Khartoum', SE: 'Europe/Stockholm', SL: 'Africa/Freetown',
  SN: 'Africa/Dakar', SO: 'Africa/Mogadishu', SY: 'Asia/Damascus', TD: 'Africa/Ndjamena',
  TJ: 'Asia/Dushanbe', TM: 'Asia/Ashgabat', TN: 'Africa/Tunis', TR: 'Europe/Istanbul',
  UZ: 'Asia/Tashkent', YE: 'Asia/Aden', ID: 'Asia/Jakarta', KZ: 'Asia/Almaty',
  US: 'America/New_York', CA: 'America/Toronto', AU: 'Australia/Sydney',
};

// prettier-ignore
const CITY_ZONES: Record<string, string> = {
  'US-LAX': 'America/Los_Angeles', 'US-CHI': 'America/Chicago', 'CA-VAN': 'America/Vancouver',
  'AU-BNE': 'Australia/Brisbane', 'AU-MEL': 'Australia/Melbourne', 'AU-CBR': 'Australia/Sydney',
};

const countryOf: ReadonlyMap<string, string> = new Map(cities.map((c) => [c.id, c.countryId]));

/** The time zone of a gazetteer city; UTC for an id it does not know. */
export function timeZoneOf(cityId: string): string {
  const country = countryOf.get(cityId);
  return CITY_ZONES[cityId] ?? (country && COUNTRY_ZONES[country]) ?? 'UTC';
}

/** Every zone some gazetteer city is in. */
export const TIME_ZONES: readonly string[] = [
  ...new Set([...Object.values(COUNTRY_ZONES), ...Object.values(CITY_ZONES)]),
];

/** The day (YYYY-MM-DD) and hour at `at` in `zone`. */
export function localTime(zone: string, at: Date): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}
