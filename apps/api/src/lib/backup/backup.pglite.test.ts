// `npm run backup` / `npm run restore` on the embedded database: a backup taken while the portal
// runs (through its socket) and one taken with it stopped each restore into an empty folder, where
// a portal started on it finds every record (each table's rows) and every file (same bytes),
// signs in the same people and loads a photo linked before the backup. What cannot be restored
// safely is refused with words that say why.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  STUDENT_ENDPOINTS,
  STUDENT_PATHS,
  endpointPath,
  studentDetailsSchema,
} from '@portal/shared';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { insertUserIfEmailFree } from '../../modules/users/users.repo';
import { createPasswordHasher } from '../passwords';
import { createPlace } from '../../../test/helpers/fixtures';
import { rowsPerTable } from '../../../test/helpers/rows-per-table';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import { TEST_ENV, TEST_PASSWORD, bearer } from '../../../test/helpers/test-app';
import { BackupArchiveError } from './backup-archive';
import { BackupRefusedError, backupDataDir, restoreDataDir } from './backup';

const API_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const EMAIL = 'backup-admin@example.org';

let workDir: string;
const folders: string[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-test-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** A config on its own DATA_DIR, with the secrets generated there (backed up with the data). */
function configOn(dataDir: string): Config {
  return loadConfig({ ...TEST_ENV, JWT_SECRET: '', DATA_DIR: dataDir });
}

async function newFolder(name: string): Promise<string> {
  const folder = path.join(workDir, name);
  folders.push(folder);
  return folder;
}

/** Each uploaded file's digest by its place under uploads/ (the half-written tmp left out). */
async function uploadedFiles(dataDir: string): Promise<Record<string, string>> {
  const root = path.join(dataDir, 'uploads');
  const files: Record<string, string> = {};
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, full);
    if (!entry.isFile() || relative.startsWith('tmp')) continue;
    files[relative] = createHash('sha256')
      .update(await readFile(full))
      .digest('hex');
  }
  return files;
}

async function signIn(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: API.auth,
    payload: { username: EMAIL, password: TEST_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access: string }>().access;
}

async function createStudent(app: FastifyInstance, token: string, villageId: number, name: string) {
  const response = await app.inject({
    method: 'POST',
    url: STUDENT_PATHS.students,
    headers: bearer(token),
    payload: {
      firstName: name,
      lastName: 'Restrepo',
      birthdate: '2012-03-04',
      gender: 'female',
      grade: '6-sixth',
      villageId,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return studentDetailsSchema.parse(response.json());
}

/** Runs `npm run backup`'s script as the command line does, in a process of its own. */
function runBackupCommand(dataDir: string, file: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/db/backup-cli.ts', file], {
      cwd: API_ROOT,
      env: { ...process.env, ...TEST_ENV, JWT_SECRET: '', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? -1, out }));
  });
}

describe('backup and restore of the embedded database', () => {
  it(
    'restores a backup taken while the portal runs, and one taken with it stopped',
    { timeout: 300_000 },
    async () => {
      const dataDir = await newFolder('live');
      const config = configOn(dataDir);
      let app = await buildApp(config, { cachePages: false });
      const passwords = createPasswordHasher(config.argon2);
      await insertUserIfEmailFree(app.database.db, {
        email: EMAIL,
        passwordHash: await passwords.hash(TEST_PASSWORD),
        role: 'SUPER_ADMIN',
        firstName: 'Lucía',
        lastName: 'Gómez',
        phone: '',
        language: 'es-CO',
        active: true,
      });
      const token = await signIn(app);
      const village = await createPlace(app.database.db, 'village', { name: 'Vereda Copia' });
      const students = [];
      for (const name of ['Mariana', 'Valentina', 'Isabella']) {
        students.push(await createStudent(app, token, village, name));
      }
      const photoBytes = await samples.jpeg();
      const body = await multipartBody({
        file: { data: photoBytes, filename: 'foto.jpg', type: 'image/jpeg' },
      });
      const withPhoto = studentDetailsSchema.parse(
        (
          await app.inject({
            method: 'PUT',
            url: endpointPath(STUDENT_ENDPOINTS.setPhoto, { id: students[0]!.id }),
            headers: { ...bearer(token), ...body.headers },
            payload: body.payload,
          })
        ).json(),
      );
      const photoUrl = withPhoto.photoUrl ?? '';
      const photo = await app.inject({ method: 'GET', url: photoUrl });
      expect(photo.statusCode).toBe(200);
      const backedUpRows = await rowsPerTable(app.database.db);
      const backedUpFiles = await uploadedFiles(dataDir);
      expect(Object.keys(backedUpFiles).length).toBeGreaterThanOrEqual(2); // photo and thumbnail

      // While the portal runs: the command asks it over DATA_DIR's socket.
      const liveFile = path.join(workDir, 'live.tar.gz');
      const command = await runBackupCommand(dataDir, liveFile);
      expect(command.code, command.out).toBe(0);
      expect(command.out).toContain('taken from the running portal');

      // What changes afterwards is not in that backup.
      await createStudent(app, token, village, 'Antonia');
      const laterRows = await rowsPerTable(app.database.db);
      await app.close();

      const stoppedFile = path.join(workDir, 'stopped.tar.gz');
      const stopped = await backupDataDir(config, stoppedFile);
      expect(stopped.isLive).toBe(false);

      for (const [file, expectedRows] of [
        [liveFile, backedUpRows],
        [stoppedFile, laterRows],
      ] as const) {
        const restoredDir = await newFolder(`restored-${path.basename(file, '.tar.gz')}`);
        const restoredConfig = configOn(restoredDir);
        await restoreDataDir(restoredConfig, file);
        expect(await uploadedFiles(restoredDir)).toEqual(backedUpFiles);
        app = await buildApp(restoredConfig, { cachePages: false });
        try {
          expect(await rowsPerTable(app.database.db)).toEqual(expectedRows);
          const restoredToken = await signIn(app);
          const list = await app.inject({
            method: 'GET',
            url: `${STUDENT_PATHS.students}?q=restrepo`,
            headers: bearer(restoredToken),
          });
          const names = list
            .json<{ items: Array<{ firstName: string }> }>()
            .items.map((item) => item.firstName);
          expect(names).toEqual(expect.arrayContaining(['Mariana', 'Valentina', 'Isabella']));
          expect(names.includes('Antonia')).toBe(file === stoppedFile);
          // The link made before the backup still loads: same secret, same bytes.
          const restoredPhoto = await app.inject({ method: 'GET', url: photoUrl });
          expect(restoredPhoto.statusCode).toBe(200);
          expect(restoredPhoto.rawPayload.equals(photo.rawPayload)).toBe(true);
        } finally {
          await app.close();
        }
      }
    },
  );

  it('refuses to restore over a folder that holds anything, and leaves it as it was', async () => {
    const source = await newFolder('source');
    const config = configOn(source);
    const app = await buildApp(config, { cachePages: false });
    await app.close();
    const file = path.join(workDir, 'small.tar.gz');
    await backupDataDir(config, file);
    await expect(backupDataDir(config, file)).rejects.toThrow(/exists already/);

    const occupied = await newFolder('occupied');
    await mkdir(occupied, { recursive: true });
    await writeFile(path.join(occupied, 'notes.txt'), 'keep me');
    const refusal = restoreDataDir(configOn(occupied), file);
    await expect(refusal).rejects.toBeInstanceOf(BackupRefusedError);
    await expect(refusal).rejects.toThrow(/not empty/);
    expect(await readdir(occupied)).toEqual(['notes.txt']);

    // A backup cut short is refused, and the folder is left empty for the next try.
    const cut = path.join(workDir, 'cut.tar.gz');
    await writeFile(cut, await readFile(file));
    await truncate(cut, Math.floor((await readFile(file)).length / 2));
    const empty = await newFolder('empty');
    await expect(restoreDataDir(configOn(empty), cut)).rejects.toBeInstanceOf(BackupArchiveError);
    expect(await readdir(empty)).toEqual([]);
  });
});

describe('backup with PostgreSQL', () => {
  it('refuses and points to pg_dump and docs/deploy.md', async () => {
    const config = {
      ...configOn(await newFolder('pg')),
      databaseUrl: 'postgres://portal@db.example.org/portal',
    };
    for (const attempt of [
      backupDataDir(config, path.join(workDir, 'pg.tar.gz')),
      restoreDataDir(config, path.join(workDir, 'pg.tar.gz')),
    ]) {
      await expect(attempt).rejects.toBeInstanceOf(BackupRefusedError);
      await expect(attempt).rejects.toThrow(/pg_dump.*docs\/deploy\.md/s);
    }
  });
});
