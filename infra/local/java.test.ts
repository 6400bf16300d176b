import { describe, expect, it } from 'vitest';
import { checkJava, JAVA_MISSING_MESSAGE, javaCommand, parseJavaMajor } from './java.js';

describe('Java detection', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "21" 2023-09-19', 21],
    ['java version "1.8.0_392"', 8],
    ['openjdk 22.0.1 2024-04-16', 22],
    ['command not found', null],
  ])('%s -> %s', (output, major) => {
    expect(parseJavaMajor(output)).toBe(major);
  });

  it('explains how to install Java when there is none', () => {
    const check = checkJava('/nonexistent/java');
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toContain(JAVA_MISSING_MESSAGE);
    expect(JAVA_MISSING_MESSAGE).toBe(
      'Java 17+ is required for DynamoDB Local. Install it with: sudo apt-get install -y default-jre-headless',
    );
  });

  it('prefers JAVA_HOME', () => {
    expect(javaCommand({ JAVA_HOME: '/opt/jdk' })).toBe('/opt/jdk/bin/java');
    expect(javaCommand({})).toBe('java');
  });
});
