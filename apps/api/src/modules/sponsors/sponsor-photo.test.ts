// PUT / DELETE /edrocks/api/sponsors/:id/photo and who may load a sponsor's photo: coordinators
// in scope change it (the photo reaches the sponsor's students, so the sponsor sends it to their
// coordinator rather than uploading it); the answer's photoUrl is a signed URL; with a Bearer
// token only those who reach the sponsor get the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  endpointPath,
  sponsorDetailsSchema,
  type SponsorDetails,
  SPONSOR_PATHS,
} from '@portal/shared';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import {
  bearer,
  createTestContext,
  errorOf,
  type TestContext,
} from '../../../test/helpers/test-app';
import { assignAdmin, createActor, createPlace, type Actor } from '../../../test/helpers/fixtures';

let ctx: TestContext;
let superAdmin: Actor;
let admin: Actor;
let otherAdmin: Actor;
let sponsorActor: Actor;
let otherSponsorActor: Actor;
let studentActor: Actor;
let ownSponsor: SponsorDetails;

async function putPhoto(actor: Actor, sponsorId: number, data?: Buffer, filename = 'me.jpg') {
  const body = await multipartBody({
    file: { data: data ?? (await samples.jpeg()), filename, type: 'image/jpeg' },
  });
  return ctx.app.inject({
    method: 'PUT',
    url: endpointPath(SPONSOR_ENDPOINTS.setPhoto, { id: sponsorId }),
    headers: { ...bearer(actor.session.access), ...body.headers },
    payload: body.payload,
  });
}

const photoFileId = (url: string | null) => Number(/\/files\/(\d+)/.exec(url ?? '')?.[1]);

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const schoolA = await createPlace(db, 'school', { name: 'Colegio Foto' });
  const schoolB = await createPlace(db, 'school', { name: 'Colegio Otro' });
  superAdmin = await createActor(ctx, 'SUPER_ADMIN');
  admin = await createActor(ctx, 'ADMIN');
  await assignAdmin(db, admin.id, { schoolIds: [schoolA] });
  otherAdmin = await createActor(ctx, 'ADMIN');
  await assignAdmin(db, otherAdmin.id, { schoolIds: [schoolB] });
  sponsorActor = await createActor(ctx, 'SPONSOR');
  otherSponsorActor = await createActor(ctx, 'SPONSOR');
  studentActor = await createActor(ctx, 'STUDENT');
  const created = await superAdmin.request('POST', SPONSOR_PATHS.sponsors, {
    firstName: 'Isabela',
    lastName: 'Cárdenas',
    email: sponsorActor.email,
    schoolId: schoolA,
    userId: sponsorActor.id,
  });
  ownSponsor = sponsorDetailsSchema.parse(created.json());
});
afterAll(() => ctx.close());

describe('PUT /edrocks/api/sponsors/:id/photo', () => {
  it('lets a coordinator in scope set it and answers a signed URL that loads without a token', async () => {
    const response = await putPhoto(admin, ownSponsor.id);
    expect(response.statusCode, response.body).toBe(200);
    const details = sponsorDetailsSchema.parse(response.json());
    expect(details.photoUrl).toMatch(/^\/edrocks\/api\/files\/\d+\?exp=\d+&sid=[\w-]+&sig=[\w-]+$/);
    const image = await ctx.app.inject({ method: 'GET', url: details.photoUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // The list shows the same photo.
    const list = await superAdmin.request('GET', `${SPONSOR_PATHS.sponsors}?q=cardenas`);
    expect(photoFileId(list.json().items[0].photoUrl)).toBe(photoFileId(details.photoUrl));
  });

  it("refuses the sponsor's own upload in words, keeping the photo their coordinator set", async () => {
    const before = sponsorDetailsSchema.parse(
      (await sponsorActor.request('GET', SPONSOR_PATHS.sponsorsMe)).json(),
    );
    const response = await putPhoto(sponsorActor, ownSponsor.id);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({
      code: 'SPONSOR_PHOTO_BY_COORDINATOR',
      message: 'Your coordinator adds your photo after looking at it: send it to them.',
    });
    const body = await multipartBody({
      file: { data: await samples.jpeg(), filename: 'yo.jpg', type: 'image/jpeg' },
    });
    const spanish = await ctx.app.inject({
      method: 'PUT',
      url: endpointPath(SPONSOR_ENDPOINTS.setPhoto, { id: ownSponsor.id }),
      headers: {
        ...bearer(sponsorActor.session.access),
        'accept-language': 'es-CO',
        ...body.headers,
      },
      payload: body.payload,
    });
    expect(spanish.statusCode).toBe(403);
    expect(errorOf(spanish).message).toBe(
      'Su coordinador agrega su foto después de verla: envíesela.',
    );
    const after = sponsorDetailsSchema.parse(
      (await sponsorActor.request('GET', SPONSOR_PATHS.sponsorsMe)).json(),
    );
    expect(photoFileId(after.photoUrl)).toBe(photoFileId(before.photoUrl));
  });

  it('lets a coordinator in scope replace it', async () => {
    const before = sponsorDetailsSchema.parse(
      (
        await superAdmin.request('GET', endpointPath(SPONSOR_ENDPOINTS.get, { id: ownSponsor.id }))
      ).json(),
    );
    const response = await putPhoto(admin, ownSponsor.id);
    expect(response.statusCode).toBe(200);
    const after = sponsorDetailsSchema.parse(response.json());
    expect(photoFileId(after.photoUrl)).not.toBe(photoFileId(before.photoUrl));
  });

  it('answers 404 to other sponsors and admins out of scope, 403 to students', async () => {
    for (const actor of [otherSponsorActor, otherAdmin]) {
      const response = await putPhoto(actor, ownSponsor.id);
      expect(response.statusCode, response.body).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    expect((await putPhoto(studentActor, ownSponsor.id)).statusCode).toBe(403);
    expect((await putPhoto(superAdmin, 999_999)).statusCode).toBe(404);
  });

  it('refuses a file that is not really a JPEG', async () => {
    const response = await putPhoto(admin, ownSponsor.id, samples.windowsExecutable());
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // The sponsor keeps the photo they had.
    const details = sponsorDetailsSchema.parse(
      (await sponsorActor.request('GET', SPONSOR_PATHS.sponsorsMe)).json(),
    );
    expect(details.photoUrl).not.toBeNull();
  });
});

describe("GET a sponsor's photo with a Bearer token", () => {
  it('serves it to whoever reaches the sponsor, and to nobody else', async () => {
    const details = sponsorDetailsSchema.parse(
      (await sponsorActor.request('GET', SPONSOR_PATHS.sponsorsMe)).json(),
    );
    const plain = endpointPath(FILE_ENDPOINTS.get, { id: photoFileId(details.photoUrl) });
    for (const actor of [superAdmin, admin, sponsorActor])
      expect((await actor.request('GET', plain)).statusCode).toBe(200);
    for (const actor of [otherAdmin, otherSponsorActor, studentActor])
      expect((await actor.request('GET', plain)).statusCode).toBe(404);
  });
});

describe('DELETE /edrocks/api/sponsors/:id/photo', () => {
  it('removes the photo for a coordinator in scope; the sponsor is refused in words, others as unknown', async () => {
    const path = endpointPath(SPONSOR_ENDPOINTS.setPhoto, { id: ownSponsor.id });
    expect((await otherSponsorActor.request('DELETE', path)).statusCode).toBe(404);
    expect((await otherAdmin.request('DELETE', path)).statusCode).toBe(404);
    expect((await studentActor.request('DELETE', path)).statusCode).toBe(403);
    const own = await sponsorActor.request('DELETE', path);
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).code).toBe('SPONSOR_PHOTO_BY_COORDINATOR');
    const response = await admin.request('DELETE', path);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ownSponsor.id, photoUrl: null });
  });
});
