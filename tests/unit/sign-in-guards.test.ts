import { describe, expect, it } from 'vitest';
import {
  accountBlockedMessage,
  accountWaitMinutes,
} from '../../src/server/features/auth/account-guessing-cap.ts';
import { deviceOf } from '../../src/server/features/auth/user-agent.ts';

describe('the per-account guessing cap', () => {
  it('lets four failures pass, then waits 1, 2, 4 ... minutes, never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 40].map(accountWaitMinutes)).toEqual([
      0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });

  it('names the wait in whole minutes, rounded up', () => {
    expect(accountBlockedMessage(61)).toContain('Try again in 2 minutes');
    expect(accountBlockedMessage(1)).toContain('Try again in 1 minute,');
  });
});

describe('the login history device', () => {
  it('names the browser with its major version and the operating system', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', os: 'iOS' });
    expect(deviceOf('')).toEqual({ browser: 'Unknown', os: 'Unknown' });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: 'Unknown', os: 'Unknown' });
  });
});
