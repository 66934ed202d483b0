// Secrets generated on first start and kept in DATA_DIR/secrets (folder 0700, files 0600), so
// they are never hard-coded and survive restarts.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The text kept in DATA_DIR/secrets/<name>, written by `create` the first time. */
export async function loadOrCreateSecretFile(
  dataDir: string,
  name: string,
  create: () => string,
): Promise<{ file: string; text: string }> {
  const folder = path.join(dataDir, 'secrets');
  const file = path.join(folder, name);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep the first secret.
    await writeFile(file, create(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  return { file, text: (await readFile(file, 'utf8')).trim() };
}

export async function loadOrCreateSecret(dataDir: string, name: string): Promise<string> {
  const { file, text: secret } = await loadOrCreateSecretFile(dataDir, name, () =>
    randomBytes(48).toString('base64url'),
  );
  if (secret.length < 32)
    throw new Error(`The secret in ${file} is too short; delete the file to regenerate it`);
  return secret;
}
