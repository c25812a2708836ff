import { z } from 'zod';
import { loadConfig } from '@mawadda/kit';

/**
 * `npm run load`'s settings, read once at its start (scripts/load/run.ts). Everything has a
 * default sized for a small machine; infra/k6/README.md describes each.
 */
export const SCENARIOS = ['guests', 'members', 'chat', 'staff'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const loadSettingsSchema = z.object({
  /** A running site to load; unset starts one (LOAD_MODE) on fresh data and stops it after. */
  LOAD_URL: z.url().optional(),
  /** Which site the runner starts: the embedded app, or the distributed stack on the engines. */
  LOAD_MODE: z.enum(['embedded', 'distributed']).default('embedded'),
  /** Steady duration of each scenario (k6 syntax: 20s, 1m). */
  LOAD_DURATION: z
    .string()
    .regex(/^\d+(ms|s|m|h)$/)
    .default('20s'),
  /** Virtual users; each scenario scales its own from it (guests 2×, staff ½); chat has its own. */
  LOAD_VUS: z.coerce.number().int().min(1).max(200).default(4),
  /**
   * Chat's virtual users, each the two members of a conversation of its own: the runner opens
   * this many conversations. A knob of its own, so chat's load grows without the other scenarios'.
   */
  LOAD_CHAT_VUS: z.coerce.number().int().min(1).max(200).default(10),
  /** Messages each chat connection sends before it closes and opens again (k6 iteration). */
  LOAD_CHAT_MESSAGES: z.coerce.number().int().min(2).max(1000).default(20),
  /** Members registered before the run (half men, half women). */
  LOAD_MEMBERS: z.coerce.number().int().min(4).max(100).default(16),
  /** Comma-separated subset of the scenarios, in this order. */
  LOAD_SCENARIOS: z
    .string()
    .default(SCENARIOS.join(','))
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(SCENARIOS)).min(1)),
  /** With LOAD_URL: the site's admin, and its dev inbox folder (else `/dev/inbox.json`). */
  LOAD_ADMIN_EMAIL: z.string().optional(),
  LOAD_ADMIN_PASSWORD: z.string().optional(),
  /** The admin's TOTP secret (base32): the staff scenario's sign-in answers its second step with it. */
  LOAD_ADMIN_TOTP_SECRET: z.string().optional(),
  LOAD_INBOX_DIR: z.string().optional(),
  /**
   * The embedded app's main-thread CPU profile, written to this file when it stops; it starts
   * again once the data is prepared, so it holds the scenarios only (open it in Chrome DevTools).
   */
  LOAD_CPU_PROFILE: z.string().optional(),
});
export type LoadSettings = z.output<typeof loadSettingsSchema>;

/**
 * Named sets of defaults (`LOAD_PROFILE`): a variable set in the environment still wins over its
 * profile's value. `chat-10x` is chat at ten times a default run's messages (about 3,000 then,
 * 30,000 or more here, infra/k6/README.md): more conversations, each on its own members so that
 * no member's other devices multiply the deliveries, longer connections, a longer run.
 */
export const LOAD_PROFILES = {
  default: {},
  'chat-10x': {
    LOAD_SCENARIOS: 'chat',
    LOAD_MEMBERS: '100',
    LOAD_CHAT_VUS: '50',
    LOAD_CHAT_MESSAGES: '100',
    LOAD_DURATION: '2m',
  },
} as const satisfies Record<string, Partial<Record<keyof z.input<typeof loadSettingsSchema>, string>>>;

const profileSchema = z.object({
  LOAD_PROFILE: z.enum(Object.keys(LOAD_PROFILES) as [keyof typeof LOAD_PROFILES]).default('default'),
});

export const loadSettings = (
  env: Record<string, string | undefined> = process.env,
): LoadSettings & z.output<typeof profileSchema> => {
  const { LOAD_PROFILE } = loadConfig(profileSchema, env);
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  return { LOAD_PROFILE, ...loadConfig(loadSettingsSchema, { ...LOAD_PROFILES[LOAD_PROFILE], ...set }) };
};

/**
 * Rate limits raised (never switched off: every request still goes through its limiter) for the
 * site the runner starts: all traffic comes from one address and a handful of members, so the
 * per-address and per-member limits would refuse a load test at once.
 */
export const LOAD_RATE_LIMITS = {
  RATE_LIMIT_REGISTER_PER_HOUR: '1000',
  RATE_LIMIT_LOGIN_PER_10_MIN: '1000000',
  RATE_LIMIT_SEARCHES_PER_MINUTE: '1000000',
  RATE_LIMIT_FOLLOWS_PER_HOUR: '1000000',
  CHAT_MESSAGES_PER_MINUTE: '1000000',
} as const;
