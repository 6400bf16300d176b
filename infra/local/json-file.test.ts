import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readJsonFile, replaceFile } from './json-file.js';

const scratch = mkdtempSync(join(tmpdir(), 'pitahaya-json-file-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the local state files', () => {
  it('reads nothing from a missing or damaged file, and the JSON of a whole one', () => {
    const file = join(scratch, 'state.json');
    expect(readJsonFile(file)).toBeUndefined();
    writeFileSync(file, '{"version": 1, "items": [');
    expect(readJsonFile(file)).toBeUndefined();
    writeFileSync(file, '{"version": 1, "items": ["a"]}');
    expect(readJsonFile(file)).toEqual({ version: 1, items: ['a'] });
  });

  it('replaces a file whole, making its folder, and leaves no temporary file behind', () => {
    const file = join(scratch, 'nested', 'folder', 'outbox.json');
    replaceFile(file, '{"messages": []}\n');
    replaceFile(file, '{"messages": [1]}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"messages": [1]}\n');
    expect(readdirSync(join(scratch, 'nested', 'folder'))).toEqual(['outbox.json']);
  });
});
