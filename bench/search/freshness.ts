import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { folderInbox, registerAndConfirm } from '@mawadda/kit/testing';
import { loadEmbeddedConfig } from '../../services/gateway/src/config.js';
import { pino } from 'pino';
import { createEmbeddedGateway } from '../../services/gateway/src/embedded.js';
import { percentiles, type Percentiles } from '../lib/sampling.js';

const PASSWORD = 'Sabr-jameel-7';

/**
 * From a member saving her profile to another member finding her by what she changed: the whole
 * path a real edit takes (profile's outbox, the event bus, search's read model, the index), in
 * the mode `env` configures. Each sample changes her height and polls a search for exactly it.
 */
export async function measureFreshness(env: Record<string, string>, rounds: number): Promise<Percentiles> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-bench-'));
  const configs = loadEmbeddedConfig({
    ...process.env,
    ...env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // An admin is created at first start; named here so no generated password is printed.
    ADMIN_EMAIL: 'bench-admin@mawadda.local',
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    // Two sign-ups per run, from one address, run after run.
    RATE_LIMIT_REGISTER_PER_HOUR: '1000',
    // The seeker polls search every few milliseconds while he waits.
    RATE_LIMIT_SEARCHES_PER_MINUTE: '1000000',
  });
  const gateway = await createEmbeddedGateway(configs, { logger: pino({ level: 'silent' }) });
  const app = gateway.app;
  try {
    const register = async (name: string, gender: 'male' | 'female', phone: string) => {
      // Two steps (auth README: registration): the form, then the codes from the dev inbox.
      const res = await registerAndConfirm(
        {
          post: (p, b) =>
            request(app)
              .post(p)
              .send(b as object),
        },
        {
          fullName: name,
          email: `${name.toLowerCase().replace(' ', '.')}.${Date.now()}@bench.example`,
          phone,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          gender,
          birthDate: '1994-05-05',
          nationality: 'AE',
          country: 'AE',
          city: 'AE-SHJ',
          address: 'Al Majaz, Sharjah',
          maritalState: 'single',
          siteObjectiveId: 'marriage',
          communicate: 'guardian',
          acceptOath: true,
          acceptTerms: true,
        },
        folderInbox(path.join(dataDir, 'dev-inbox')),
      );
      return { id: res.body.account.id, auth: `Bearer ${res.body.token}` };
    };
    const stamp = String(Date.now()).slice(-7);
    const seeker = await register('Bench Seeker', 'male', `+97150${stamp}`);
    const member = await register('Bench Member', 'female', `+97155${stamp}`);
    const finds = async (height: number) => {
      const res = await request(app)
        .get(`/api/search/members?heightMin=${height}&heightMax=${height}`)
        .set('Authorization', seeker.auth);
      return (res.body.items as { memberId: string }[] | undefined)?.some((c) => c.memberId === member.id);
    };
    const edit = async (height: number) => {
      const res = await request(app)
        .patch('/api/profile/me')
        .set('Authorization', member.auth)
        .send({ height, weight: 60, smoking: 'no' });
      if (res.status !== 200) throw new Error(`profile edit failed: ${res.status}`);
    };
    const untilFound = async (height: number, patienceMs = 60_000) => {
      const deadline = Date.now() + patienceMs;
      while (!(await finds(height))) {
        if (Date.now() > deadline) throw new Error(`height ${height} never became searchable`);
        await new Promise((r) => setTimeout(r, 2));
      }
    };
    // Her profile comes from the registration event; on Kafka a new consumer group first replays
    // the topics' history, so this first wait, and the first search below, may be long.
    const deadline = Date.now() + 600_000;
    while ((await request(app).get('/api/profile/me').set('Authorization', member.auth)).status !== 200) {
      if (Date.now() > deadline) throw new Error('the profile never appeared');
      await new Promise((r) => setTimeout(r, 50));
    }
    // The first edit makes her searchable at all (registration alone is below the bar).
    await edit(150);
    await untilFound(150, 600_000);
    const samples: number[] = [];
    for (let i = 1; i <= rounds; i++) {
      const height = 150 + i;
      const start = performance.now();
      await edit(height);
      await untilFound(height);
      samples.push(performance.now() - start);
    }
    return percentiles(samples);
  } finally {
    await gateway.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
