import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('the process settings of a scaled-out deployment', () => {
  it('default to migrating at start and to one process doing everything', () => {
    const env = loadEnv({});
    expect(env.MIGRATE_ON_START).toBe(true);
    expect(env.PROCESS_ROLE).toBe('all');
  });

  it('turn migration at start off with false or 0, and on with anything else it accepts', () => {
    expect(loadEnv({ MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
    expect(loadEnv({ MIGRATE_ON_START: '0' }).MIGRATE_ON_START).toBe(false);
    expect(loadEnv({ MIGRATE_ON_START: 'true' }).MIGRATE_ON_START).toBe(true);
    expect(() => loadEnv({ MIGRATE_ON_START: 'no' })).toThrow(/^Invalid configuration: MIGRATE_ON_START /);
  });

  it('take web or worker as the role, and refuse any other in one line naming the setting', () => {
    expect(loadEnv({ PROCESS_ROLE: 'web' }).PROCESS_ROLE).toBe('web');
    expect(loadEnv({ PROCESS_ROLE: 'worker' }).PROCESS_ROLE).toBe('worker');
    expect(() => loadEnv({ PROCESS_ROLE: 'both' })).toThrow(/^Invalid configuration: PROCESS_ROLE /);
  });
});
