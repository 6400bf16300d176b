/** Port checks: a clear message when a port is taken, and free ports for the test stack. */
import { createServer } from 'node:net';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly component: string,
    readonly envName: string,
  ) {
    super(
      `Port ${port} (${component}) is already in use. Stop the program that uses it ` +
        `(for example an earlier \`npm start\`; see \`ss -ltnp | grep :${port}\`) or choose another port with ${envName}=<port>.`,
    );
    this.name = 'PortInUseError';
  }
}

/** Resolves true when nothing listens on `port` (tries to bind it on all interfaces, then releases it). */
export function isPortFree(port: number, host = '0.0.0.0'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the OS says is free right now (listen on port 0, read it, release it). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('Could not find a free port'))));
    });
  });
}

export interface PortClaim {
  port: number;
  component: string;
  envName: string;
}

/** Throws PortInUseError for the first taken port. */
export async function assertPortsFree(claims: PortClaim[]): Promise<void> {
  const results = await Promise.all(
    claims.map(async (claim) => ({ claim, free: await isPortFree(claim.port) })),
  );
  const taken = results.find((result) => !result.free);
  if (taken) throw new PortInUseError(taken.claim.port, taken.claim.component, taken.claim.envName);
}
