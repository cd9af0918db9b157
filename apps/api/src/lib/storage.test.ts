import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { assertStorageKey, LocalDiskStorage, newStorageKey } from './storage.ts';

describe('LocalDiskStorage', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'ankur-storage-'));
  const root = path.join(base, 'nested', 'uploads');
  const storage = new LocalDiskStorage(root);
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('creates its folder on the first write and stores a stream, answering its size', async () => {
    const key = newStorageKey();
    const { size } = await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(size).toBe(11);
    expect(readFileSync(path.join(root, key), 'utf8')).toBe('hello world');
    expect(statSync(path.join(root, key)).mode & 0o777).toBe(0o600);
  });

  it('stores a buffer and reads it back with its size', async () => {
    const key = newStorageKey();
    expect(await storage.put(key, Buffer.from('ankur'))).toEqual({ size: 5 });
    const got = await storage.get(key);
    expect(got?.size).toBe(5);
    expect(await text(got!.stream)).toBe('ankur');
  });

  it('answers null for a missing file, before any stream exists', async () => {
    expect(await storage.get(newStorageKey())).toBeNull();
  });

  it('never overwrites an existing key', async () => {
    const key = newStorageKey();
    await storage.put(key, Buffer.from('first'));
    await expect(storage.put(key, Buffer.from('second'))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(path.join(root, key), 'utf8')).toBe('first');
  });

  it('removes a partial file when the source stream fails', async () => {
    const key = newStorageKey();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(key, failing)).rejects.toThrow('client went away');
    expect(readdirSync(root)).not.toContain(key);
  });

  it('deletes, and deleting a missing key is not an error', async () => {
    const key = newStorageKey();
    await storage.put(key, Buffer.from('x'));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys with separators, dots or nothing, on every call', async () => {
    for (const bad of ['../escape', 'a/b', 'a\\b', '..', '.hidden', '', 'x'.repeat(129), 'a\0b']) {
      expect(() => assertStorageKey(bad), bad).toThrow('Invalid storage key');
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.get(bad)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(bad)).rejects.toThrow('Invalid storage key');
    }
    expect(readdirSync(base).sort()).toEqual(['nested']);
  });

  it('generates distinct keys that it accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, newStorageKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(() => assertStorageKey(k)).not.toThrow();
  });
});
