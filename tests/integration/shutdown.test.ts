import { describe, expect, it } from 'vitest';
import { startTestApp } from '../support/app.ts';

describe('graceful shutdown', () => {
  it('finishes a request that is in flight, then refuses new connections', async () => {
    let releaseRequest: () => void = () => undefined;
    let requestArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (requestArrived = resolve));
    const server = await startTestApp({
      beforeListen: (app) => {
        app.get('/test/in-flight', async () => {
          requestArrived();
          await new Promise<void>((resolve) => (releaseRequest = resolve));
          return { finished: true };
        });
      },
    });

    const inFlight = fetch(`${server.url}/test/in-flight`);
    await arrived;
    const closing = server.close();
    releaseRequest();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
