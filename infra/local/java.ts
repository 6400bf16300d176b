/** DynamoDB Local runs on Java 17+. Detects `java` on PATH (or JAVA_HOME) and explains how to install it. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const JAVA_MIN_MAJOR = 17;
export const JAVA_MISSING_MESSAGE =
  'Java 17+ is required for DynamoDB Local. Install it with: sudo apt-get install -y default-jre-headless';

export type JavaCheck = { ok: true; major: number; command: string } | { ok: false; reason: string };

/** Major version from `java -version` output: "openjdk version "17.0.15"" -> 17, "1.8.0_392" -> 8. */
export function parseJavaMajor(output: string): number | null {
  const match =
    /version "(\d+)(?:\.(\d+))?[^"]*"/.exec(output) ?? /(?:openjdk|java) (\d+)(?:\.(\d+))?/i.exec(output);
  if (!match?.[1]) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/** The java command to run: $JAVA_HOME/bin/java when JAVA_HOME is set, else `java` from PATH. */
export function javaCommand(env: NodeJS.ProcessEnv = process.env): string {
  return env.JAVA_HOME ? join(env.JAVA_HOME, 'bin', 'java') : 'java';
}

export function checkJava(command = 'java'): JavaCheck {
  const result = spawnSync(command, ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (result.error || result.status !== 0) {
    return {
      ok: false,
      reason: `${JAVA_MISSING_MESSAGE} (\`${command} -version\` failed: ${result.error?.message ?? `exit ${result.status}`})`,
    };
  }
  const major = parseJavaMajor(`${result.stderr}\n${result.stdout}`);
  if (major === null || major < JAVA_MIN_MAJOR) {
    return { ok: false, reason: `${JAVA_MISSING_MESSAGE} (found Java ${major ?? 'unknown'})` };
  }
  return { ok: true, major, command };
}

export class JavaMissingError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'JavaMissingError';
  }
}
